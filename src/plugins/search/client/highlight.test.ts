import {test} from 'node:test';
import assert from 'node:assert/strict';
import {derivesFrom, escapeHtml, highlight, snippet, type Match} from './highlight';

const tags = {preTag: '<em>', postTag: '</em>'};
const match = (documentTerms: string[], queryTerms: string[]): Match => ({
  documentTerms: new Set(documentTerms),
  queryTerms,
});

test('escapes the five HTML characters', () => {
  assert.equal(
    escapeHtml(`<a href="x">'&'</a>`),
    '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
  );
});

test('marks every word the engine matched, whatever its case or plural', () => {
  const result = highlight('Plugins and the plugin API', match(['plugin'], ['plugin']), tags);
  assert.equal(result.value, '<em>Plugins</em> and the <em>plugin</em> API');
  assert.equal(result.matchLevel, 'full');
  assert.deepEqual(result.matchedWords, ['plugin']);
  assert.equal(result.fullyHighlighted, false);
});

test('match levels: none, partial and full', () => {
  assert.equal(highlight('nothing here', match(['plugin'], ['plugin']), tags).matchLevel, 'none');
  assert.equal(
    highlight('a plugin', match(['plugin', 'theme'], ['plugin', 'theme']), tags).matchLevel,
    'partial',
  );
  const full = highlight('Plugin', match(['plugin'], ['plugin']), tags);
  assert.equal(full.fullyHighlighted, true);
});

test('prefix and typo matches count for the query word they came from', () => {
  assert.equal(derivesFrom('plug', 'plugin', true), true);
  assert.equal(derivesFrom('plug', 'plugin', false), false);
  assert.equal(derivesFrom('sidbar', 'sidebar', false), true);
  assert.equal(derivesFrom('configuraton', 'configuration', false), true);
  assert.equal(derivesFrom('abc', 'abd', false), false);
});

test('a snippet is a window of words around the first match, with ellipses', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve';
  const result = snippet(text, match(['eight'], ['eight']), tags, 4, '…');
  assert.equal(result.value, '…seven <em>eight</em> nine ten…');
  assert.equal(result.matchLevel, 'full');
  assert.equal(snippet(text, match([], ['zzz']), tags, 3, '…').value, 'one two three…');
  assert.equal(
    snippet('short text', match(['short'], ['short']), tags, 10, '…').value,
    '<em>short</em> text',
  );
  assert.equal(
    snippet(text, match(['twelve'], ['twelve']), tags, 3, '...').value,
    '...ten eleven <em>twelve</em>',
  );
});

test('a text that fits the line the word budget stands for is never cut, even with a word more', () => {
  const heading = 'Open each sidebar from the navbar';
  assert.equal(
    snippet(heading, match(['sidebar'], ['sidebar']), tags, 5, '…').value,
    'Open each <em>sidebar</em> from the navbar',
  );
  // Longer than five words' worth (40 characters): cut around the match as before.
  const longer = 'Open each sidebar from the navbar of the site';
  assert.equal(
    snippet(longer, match(['sidebar'], ['sidebar']), tags, 5, '…').value,
    '…each <em>sidebar</em> from the navbar…',
  );
});

test('the ellipsis text is escaped too', () => {
  const text = 'one two three four';
  assert.equal(snippet(text, match([], []), tags, 2, '<b>').value, 'one two&lt;b&gt;');
});
