import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

/**
 * The browser compile takes mermaid's own prebuilt ES module bundle,
 * `dist/mermaid.esm.min.mjs`, in place of the package's entry.
 *
 * The entry (`dist/mermaid.core.mjs`) imports mermaid's dependencies from
 * their own packages, so every cold build resolved, parsed, hashed and
 * stored some 990 modules of lodash-es, the d3 packages, dagre, cytoscape,
 * KaTeX and micromark, for the lazy chunks that only pages with a diagram
 * load. The prebuilt bundle is the same mermaid release with those
 * dependencies already bundled in, 45 files that import nothing else; the
 * diagrams it draws are the same. The server compile leaves mermaid out
 * altogether (server-without-mermaid).
 *
 * The file is resolved from theme-mermaid's own folder, so it is the copy
 * of mermaid that theme-mermaid imports, whichever version that is.
 */
export const MERMAID_BROWSER_BUNDLE = createRequire(
  createRequire(__filename).resolve('@docusaurus/theme-mermaid/client'),
).resolve('mermaid/dist/mermaid.esm.min.mjs');

export default function mermaidPrebuiltPlugin(): Plugin<unknown> {
  return {
    name: 'mermaid-prebuilt',
    configureWebpack(_config, isServer): Configuration {
      return isServer ? {} : {resolve: {alias: {mermaid$: MERMAID_BROWSER_BUNDLE}}};
    },
  };
}
