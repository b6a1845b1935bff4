import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {builtHtmlFile} from './builtHtmlFile';

const OUT = path.join('/site', 'build');
const at = (...parts: string[]) => path.join(OUT, ...parts);

test('a route is read from the file the framework wrote it to, for each trailingSlash setting', () => {
  // This site: trailingSlash true, so every route is a folder's index.html.
  assert.equal(builtHtmlFile(OUT, '/', true), at('index.html'));
  assert.equal(builtHtmlFile(OUT, '/docs/cli/', true), at('docs/cli/index.html'));
  assert.equal(builtHtmlFile(OUT, '/docs/cli', true), at('docs/cli/index.html'));
  // Unset: the framework's older layout, a folder for every route too.
  assert.equal(builtHtmlFile(OUT, '/docs/cli', undefined), at('docs/cli/index.html'));
  // False: a file named after the route, unless the route ends in a slash.
  assert.equal(builtHtmlFile(OUT, '/docs/cli', false), at('docs/cli.html'));
  assert.equal(builtHtmlFile(OUT, '/docs/', false), at('docs/index.html'));
  assert.equal(builtHtmlFile(OUT, '/', false), at('index.html'));
});

test('a route that ends in .html is its own file, whatever trailingSlash says', () => {
  assert.equal(builtHtmlFile(OUT, '/404.html', true), at('404.html'));
  assert.equal(builtHtmlFile(OUT, '/docs/old-page.htm', false), at('docs/old-page.htm'));
});
