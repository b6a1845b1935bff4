/**
 * Wraps the doc sidebar's item list to show small "Sidebar Ad" boxes in the
 * test area only. It proves that a site can insert its own items into the
 * sidebar by wrapping, without ejecting the theme component. A plugin theme
 * reaches the classic theme's list through `@theme-init` (`@theme-original`
 * would be this file).
 */
import React, {memo} from 'react';
import DocSidebarItems from '@theme-init/DocSidebarItems';
import type DocSidebarItemsType from '@theme/DocSidebarItems';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {isTestsPath} from '@site/dogfooding/testsArea';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocSidebarItemsType>;

function SidebarAd({position}: {position: string}): JSX.Element {
  return (
    <li className={styles.ad} aria-label={`Sidebar Ad (${position})`}>
      Sidebar Ad
      <span className={styles.note}>A test item inserted by a DocSidebarItems wrapper</span>
    </li>
  );
}

function DocSidebarItemsWrapper(props: Props): JSX.Element {
  const {pathname} = useLocation();
  const testsBase = useBaseUrl('/tests');
  const showAds = props.level === 1 && isTestsPath(pathname, testsBase);
  return (
    <>
      {showAds && <SidebarAd position="top" />}
      <DocSidebarItems {...props} />
      {showAds && <SidebarAd position="bottom" />}
    </>
  );
}

// Memoized like the theme's own list, so a category that re-renders does not re-render its items.
export default memo(DocSidebarItemsWrapper);
