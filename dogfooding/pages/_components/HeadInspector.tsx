/**
 * Lists the head tags a test page cares about, as the browser currently has
 * them, and keeps the list up to date while the head changes. Used by the
 * head-metadata and seo test pages. The static HTML only shows a note: the
 * head is read in the browser, after hydration.
 */
import React, {useEffect, useState} from 'react';

export type HeadCheck = {
  /** What the row is about, e.g. "Canonical URL". */
  readonly label: string;
  /** CSS selector run against document.head, or 'title' for the document title. */
  readonly selector: string;
  /** Attribute to read from the matching elements; their text content when omitted. */
  readonly attribute?: string;
  /** The value the page sets, shown next to the value found. */
  readonly expected: string;
};

function readHead(check: HeadCheck): string[] {
  if (check.selector === 'title') {
    return [document.title];
  }
  return Array.from(document.head.querySelectorAll(check.selector)).map((element) =>
    check.attribute ? (element.getAttribute(check.attribute) ?? '') : (element.textContent ?? ''),
  );
}

export default function HeadInspector({checks}: {checks: readonly HeadCheck[]}): JSX.Element {
  const [found, setFound] = useState<string[][] | null>(null);

  useEffect(() => {
    const update = () => setFound(checks.map(readHead));
    update();
    // The head manager applies tags asynchronously, and again after client-side
    // navigation, so watch the head rather than reading it once.
    const observer = new MutationObserver(update);
    observer.observe(document.head, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    });
    return () => observer.disconnect();
  }, [checks]);

  // Long values make the table scroll sideways; a tab stop lets keyboard users scroll it too.
  return (
    <table tabIndex={0} aria-label="Head tags: set by the page and found in the browser">
      <thead>
        <tr>
          <th>Tag</th>
          <th>Set by this page</th>
          <th>Found in the browser&apos;s head</th>
        </tr>
      </thead>
      <tbody>
        {checks.map((check, index) => {
          const values = found?.[index];
          return (
            <tr key={check.label}>
              <td>
                {check.label}
                <br />
                <code>{check.selector}</code>
              </td>
              <td>
                <code>{check.expected}</code>
              </td>
              <td>
                {values === undefined ? (
                  'Read in the browser after hydration.'
                ) : values.length === 0 ? (
                  <strong>missing</strong>
                ) : (
                  values.map((value, i) => (
                    <React.Fragment key={i}>
                      {i > 0 && <br />}
                      <code>{value}</code>
                    </React.Fragment>
                  ))
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
