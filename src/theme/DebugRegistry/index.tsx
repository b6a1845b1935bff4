/**
 * The debug plugin's registry page lists the chunks the client has
 * registered, which differ between server rendering and the browser, so the
 * stock page fails hydration (React error 425) on every load. Rendering it in
 * the browser only keeps the page identical and its console clean.
 */
import React from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import DebugRegistry from '@theme-original/DebugRegistry';

export default function DebugRegistryInBrowser(): JSX.Element {
  return <BrowserOnly>{() => <DebugRegistry />}</BrowserOnly>;
}
