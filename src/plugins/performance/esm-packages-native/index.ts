/**
 * Docusaurus 3.5.2 loads the site config with jiti (`loadFreshModule` in
 * `@docusaurus/utils`), which compiles with Babel every file it loads that
 * has ES module syntax, packages in node_modules included, and keeps the
 * result in `<tmpdir>/node-jiti`, keyed on each file's path. remark-math and
 * rehype-katex, which config/markdown.ts hands to every content plugin, are
 * ES modules: jiti compiled them and all they import (KaTeX, parse5,
 * micromark's and mdast's math extensions, the hast and unist utilities, 92
 * files) before the build could start. With an empty cache, as on CI, in a
 * fresh clone or after the checkout moves, that was 2.8 s of Babel, 1.25 s of
 * it KaTeX's one file.
 *
 * Node loads ES modules with `require` from 20.19 on (the site's `engines`),
 * so the config takes these packages from Node itself: the files run as
 * published, in Node's module cache, and jiti compiles only the site's own
 * TypeScript. `index.test.ts` fails when the config makes jiti compile a
 * package again, naming its files.
 */
import {createRequire} from 'node:module';

const requireNatively = createRequire(__filename);

/**
 * The default export of an ES module package, loaded by Node rather than by
 * the config loader: with `import type * as RemarkMath from 'remark-math'`,
 * `defaultExportOf<typeof RemarkMath>('remark-math')`.
 */
export function defaultExportOf<Module extends {default: unknown}>(
  specifier: string,
): Module['default'] {
  return (requireNatively(specifier) as Module).default;
}
