/**
 * The navbar's search button. It uses DocSearch's button classes (and so its
 * styles) but is ours: importing DocSearch's button would bring the whole
 * DocSearch bundle, modal included, into every page's first download.
 */
import React, {forwardRef, useEffect, useState, type ComponentPropsWithoutRef} from 'react';

type Props = ComponentPropsWithoutRef<'button'> & {label: string};

function isApplePlatform(): boolean {
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}

/** A magnifying glass. */
function SearchIcon(): JSX.Element {
  return (
    <svg
      className="DocSearch-Search-Icon"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true">
      <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="m13 13 5 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export default forwardRef<HTMLButtonElement, Props>(function SearchButton({label, ...props}, ref) {
  // The static HTML says Ctrl; Apple devices get ⌘ once hydrated.
  const [modifier, setModifier] = useState<{key: string; name: string}>({
    key: 'Ctrl',
    name: 'Control',
  });
  useEffect(() => {
    if (isApplePlatform()) {
      setModifier({key: '⌘', name: 'Command'});
    }
  }, []);
  return (
    // No aria-label: the visible placeholder names the button, so speech
    // input users can say what they see (WCAG 2.5.3). The shortcut keys are
    // hidden from assistive technology and stay out of the name.
    <button type="button" className="DocSearch DocSearch-Button" ref={ref} {...props}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        <kbd className="DocSearch-Button-Key" title={modifier.name}>
          {modifier.key}
        </kbd>
        <kbd className="DocSearch-Button-Key">K</kbd>
      </span>
    </button>
  );
});
