import type {Plugin} from '@docusaurus/types';

/**
 * webpack looks for a request that starts with `/` at that absolute path
 * first, and under the framework's `resolve.roots` only when nothing is there.
 *
 * The framework lists the static folder, the site's folder and the working
 * folder as roots, so that a stylesheet's `url("/img/logo.svg")` finds the
 * static file. By default webpack tries every request that starts with `/`
 * under each root before it tries the path itself. Many requests of
 * the build are such paths: `@site`, `@theme` and `@generated` are aliases
 * for absolute paths, and so are the route registry's imports and every
 * loader. Each one first looked for `static/work/main/docs/intro.md` and the
 * like under each root, with every extension, and found nothing: about 16,800
 * of a cold build's 37,600 `stat` calls (a diagnosis: the file system's
 * functions wrapped with counters).
 *
 * With `preferAbsolute`, a root-relative URL still reaches the static folder,
 * unless the disk has a file at that path from its root (`/img/logo.svg`).
 */
export default function absolutePathsFirstPlugin(): Plugin<unknown> {
  return {
    name: 'absolute-paths-first',
    configureWebpack() {
      return {resolve: {preferAbsolute: true}};
    },
  };
}
