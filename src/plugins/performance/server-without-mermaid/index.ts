import type {Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

/**
 * The server compile resolves the `mermaid` package to an empty module.
 *
 * Mermaid draws in the browser only. The site's Mermaid wrapper
 * (src/theme/Mermaid) loads theme-mermaid's component inside `BrowserOnly`,
 * and that component calls mermaid only from an effect, which a server render
 * never runs. Yet server-bundle-one-file reads every `import()` eagerly, so
 * the server compile built mermaid's whole tree all the same: 1,034 of its
 * 2,476 modules and 6.9 MB of their 26.2 MB (lodash-es, the d3 packages,
 * dagre, cytoscape, KaTeX, micromark), parsed, hashed and stored in every
 * cold build, then loaded by both threads of the static render and never
 * run. The browser compile keeps mermaid, in its own lazy chunk.
 *
 * If a server render ever did call mermaid, it would get `undefined` and the
 * static render would stop with the error: the build can't pass with a page
 * that needs it.
 */
export const serverWithoutMermaid = {
  resolve: {alias: {mermaid$: false}},
} satisfies Configuration;

export default function serverWithoutMermaidPlugin(): Plugin<unknown> {
  return {
    name: 'server-without-mermaid',
    configureWebpack(_config, isServer) {
      return isServer ? serverWithoutMermaid : {};
    },
  };
}
