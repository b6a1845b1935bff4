/**
 * Where the build wrote a route's HTML. Node only: the plugins' `postBuild`
 * steps (the search indexer, the deploy headers) read the pages back.
 *
 * The same rule as the framework's own (`pathnameToFilename` in
 * @docusaurus/core's ssg.js, which it does not export): a path that ends in
 * `.html` is its own file; a folder's `index.html` when the path ends in a
 * slash, when `trailingSlash` is true or when it is unset; otherwise
 * `<path>.html`. `sitePath` is the route without the site's base URL, which
 * the framework strips before it names the file.
 */
import path from 'node:path';

export function builtHtmlFile(
  outDir: string,
  sitePath: string,
  trailingSlash: boolean | undefined,
): string {
  const relative = sitePath.replace(/^[/\\]/, '');
  if (/\.html?$/i.test(relative)) {
    return path.join(outDir, relative);
  }
  if (trailingSlash !== false || relative === '' || relative.endsWith('/')) {
    return path.join(outDir, relative, 'index.html');
  }
  return path.join(outDir, `${relative}.html`);
}
