import type {Plugin} from '@docusaurus/types';
import type {Configuration, RuleSetRule} from 'webpack';

/**
 * Makes the font rule emit every font as a file. Its default inlines fonts
 * under 10 kB as base64 data URIs, and the only fonts we bundle are KaTeX's:
 * 14 of them landed in the one stylesheet every page loads, 81 KiB gzip of
 * its 107 KiB, although only pages with math use them. As files, a browser
 * fetches a font only when a page renders text in it.
 */
export function emitFontsAsFiles(config: Configuration): void {
  for (const rule of config.module?.rules ?? []) {
    const {test, use} = (rule ?? {}) as RuleSetRule;
    if (!(test instanceof RegExp) || !test.test('font.woff2') || !Array.isArray(use)) continue;
    for (const loader of use) {
      if (typeof loader === 'object' && loader && typeof loader.options === 'object') {
        // url-loader: `false` never inlines and always hands over to file-loader.
        loader.options = {...loader.options, limit: false};
      }
    }
  }
}

/** KaTeX's fonts as files, fetched by math pages only, instead of inlined in every page's stylesheet. */
export default function katexFontsAsFilesPlugin(): Plugin<unknown> {
  return {
    name: 'katex-fonts-as-files',
    configureWebpack(config) {
      // In place, on the server too, so both bundles name the same font files.
      emitFontsAsFiles(config);
      return {};
    },
  };
}
