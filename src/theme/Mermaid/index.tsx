/**
 * Mermaid diagrams, with the mermaid library loaded only when a page has one.
 *
 * In Docusaurus 3.5.2 the theme's `MDXComponents` imports `@theme/Mermaid`
 * for every Markdown page, and theme-mermaid's component imports `mermaid`
 * statically, so every doc and post downloaded and ran mermaid (its chunk was
 * a 235–300 ms long task in Lighthouse's mobile trace) whether or not it drew
 * a diagram. This wrapper puts the original component behind a dynamic
 * import. The original renders nothing on the server either (mermaid needs
 * the DOM), so the server HTML is unchanged. Two of the levers in
 * src/plugins/performance/ build mermaid: the server compile leaves it out
 * altogether (server-without-mermaid), and the browser compile takes its
 * prebuilt bundle (mermaid-prebuilt).
 */
import React, {Suspense, lazy} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {Props} from '@theme/Mermaid';

const MermaidOriginal = lazy(() => import('@theme-original/Mermaid'));

export default function LazyMermaid(props: Props): JSX.Element {
  return (
    <BrowserOnly>
      {() => (
        <Suspense fallback={null}>
          <MermaidOriginal {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
