import React from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {isTestsPath} from '@site/dogfooding/testsArea';

type Props = {
  /** Text of the button, an emoji in the site config. */
  readonly content: string;
  /** Set by the navbar when the item renders in the mobile sidebar. */
  readonly mobile?: boolean;
};

/**
 * A custom navbar item type, shown only in the test area. It proves that a
 * site can register its own item types next to the built-in ones.
 */
export default function DogfoodNavbarItem({content, mobile = false}: Props): JSX.Element | null {
  const {pathname} = useLocation();
  const testsBase = useBaseUrl('/tests');
  if (!isTestsPath(pathname, testsBase)) {
    return null;
  }
  const label = mobile ? `${content} (mobile)` : content;
  return (
    <button
      type="button"
      className={mobile ? 'menu__link' : 'navbar__item navbar__link clean-btn'}
      aria-label="Custom navbar item test"
      onClick={() => window.alert(`Custom navbar item clicked${mobile ? ' (mobile)' : ''}`)}>
      {label}
    </button>
  );
}
