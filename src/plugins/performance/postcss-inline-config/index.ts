import type {Plugin} from '@docusaurus/types';

/**
 * The framework hands PostCSS its plugins inline (autoprefixer, and any a
 * plugin adds through `configurePostCss`), yet postcss-loader still looks for
 * a PostCSS config file for every stylesheet it processes: some 27 file names
 * in the stylesheet's folder and in each folder above it, with a fresh search
 * for each file. The site has no such file, so the search finds nothing and
 * only costs time, in the dev server's start and in every cold build.
 * `config: false` tells postcss-loader not to look. A PostCSS plugin belongs
 * in a `configurePostCss` hook, where this site's configuration is read.
 */
export default function postcssInlineConfigPlugin(): Plugin<unknown> {
  return {
    name: 'postcss-inline-config',
    configurePostCss(options) {
      return {...options, config: false};
    },
  };
}
