/**
 * Makes the difference between the server-rendered HTML and the hydrated page
 * visible, using only the safe patterns: the first browser render always
 * matches the HTML, and browser-only values arrive in a second render. The
 * page must hydrate without any React hydration error in the console.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@theme/CodeBlock';

/** Wraps a value and outlines it once it differs from what the HTML said. */
function Changed({changed, children}: {changed: boolean; children: ReactNode}): JSX.Element {
  return (
    <span
      data-changed-after-hydration={changed}
      style={{
        outline: changed
          ? '2px solid var(--ifm-color-success)'
          : '2px dashed var(--ifm-color-warning)',
        outlineOffset: 2,
        padding: '0 0.2rem',
      }}>
      {children}
    </span>
  );
}

function RenderEnvironment(): JSX.Element {
  const isBrowser = useIsBrowser();
  return (
    <p>
      This sentence was last rendered by{' '}
      <Changed changed={isBrowser}>
        {isBrowser ? 'your browser, after hydration' : 'the server, during the build'}
      </Changed>
      .
    </p>
  );
}

/**
 * Records every render with the value useIsBrowser() returned, then shows the
 * log. The log itself is state set in an effect, so it never takes part in
 * hydration.
 */
function RenderLog(): JSX.Element {
  const isBrowser = useIsBrowser();
  const renders = useRef<string[]>([]);
  renders.current.push(`render ${renders.current.length + 1}: useIsBrowser() = ${isBrowser}`);
  const [log, setLog] = useState<string[] | null>(null);
  useEffect(() => {
    setLog([...renders.current]);
  }, [isBrowser]);
  if (log === null) {
    return <p>The render log appears once the page has hydrated.</p>;
  }
  return (
    <ol>
      {log.map((line) => (
        <li key={line}>
          <code>{line}</code>
        </li>
      ))}
    </ol>
  );
}

function ClientClock(): JSX.Element {
  const [now, setNow] = useState<string | null>(null);
  useEffect(() => {
    const update = () => setNow(new Date().toLocaleTimeString());
    update();
    const timer = window.setInterval(update, 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p>
      Time in your browser:{' '}
      <Changed changed={now !== null}>{now ?? 'not known when the HTML was built'}</Changed>
    </p>
  );
}

const wrongWay = `// Wrong: the server and the first browser render disagree.
function Greeting() {
  // During the build this is "server"; during hydration it is "browser".
  const where = typeof window === 'undefined' ? 'server' : 'browser';
  return <p>Rendered by the {where}</p>;
}

// Wrong for the same reason: the build's clock and the reader's clock differ.
function BuildTime() {
  return <p>{new Date().toLocaleTimeString()}</p>;
}`;

const rightWay = `// Right: the first browser render returns the server's value.
import useIsBrowser from '@docusaurus/useIsBrowser';

function Greeting() {
  const isBrowser = useIsBrowser(); // false on the server and during hydration
  return <p>Rendered by the {isBrowser ? 'browser' : 'server'}</p>;
}`;

export default function HydrationTests(): JSX.Element {
  return (
    <Layout
      title="Hydration tests"
      description="Shows values that differ between the server-rendered HTML and the browser, rendered without hydration mismatches.">
      <main className="container margin-vert--lg">
        <h1>Hydration tests</h1>
        <p>
          This page checks that values which differ between the build and the browser reach the
          screen without a hydration mismatch. Docusaurus renders each page to HTML in Node.js, then
          React hydrates that HTML in the browser: its first render must produce exactly the same
          markup. Anything browser-specific has to wait for a second render.
        </p>
        <p>
          Each value below starts with a <strong>dashed orange outline</strong>, which is what the
          static HTML contains. When the browser replaces it after hydration, the outline turns{' '}
          <strong>solid green</strong>. Disable JavaScript or view the page source to see only the
          orange state. The browser console must stay free of hydration errors.
        </p>

        <h2>useIsBrowser</h2>
        <p>
          <code>useIsBrowser()</code> from <code>@docusaurus/useIsBrowser</code> returns{' '}
          <code>false</code> on the server and during hydration, then <code>true</code>.
        </p>
        <RenderEnvironment />
        <p>Every render of the component below, in order:</p>
        <RenderLog />
        <p>
          The log shows the hydration render with <code>false</code>, matching the HTML, then a
          second render with <code>true</code>.
        </p>

        <h2>BrowserOnly</h2>
        <p>
          <code>&lt;BrowserOnly&gt;</code> renders its <code>fallback</code> on the server and
          during hydration, then calls its child function in the browser. Code that touches{' '}
          <code>window</code> is safe inside that function.
        </p>
        <BrowserOnly
          fallback={
            <p>
              Window width: <Changed changed={false}>measured in the browser only</Changed>
            </p>
          }>
          {() => (
            <p>
              Window width: <Changed changed>{window.innerWidth}px</Changed>
            </p>
          )}
        </BrowserOnly>

        <h2>useEffect</h2>
        <p>
          State that starts at a neutral value and is set in <code>useEffect</code> changes only
          after hydration, because effects never run on the server.
        </p>
        <ClientClock />

        <h2>The wrong way</h2>
        <p>
          The components below are not rendered on this page, because they would cause the very
          error this page must not produce. Each computes a different value on the server and in the
          browser&apos;s first render. React 18 then reports a hydration mismatch in the console
          (minified in production as errors #418 and #425), discards the server HTML of the nearest
          Suspense boundary or the whole root, and renders it again on the client.
        </p>
        <CodeBlock language="jsx" title="Hydration mismatch">
          {wrongWay}
        </CodeBlock>
        <p>The fix keeps the first browser render identical to the HTML:</p>
        <CodeBlock language="jsx" title="Hydration-safe">
          {rightWay}
        </CodeBlock>
      </main>
    </Layout>
  );
}
