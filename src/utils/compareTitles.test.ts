import {test} from 'node:test';
import assert from 'node:assert/strict';
import {featureRequests} from '@site/src/data/featureRequests';
import {showcaseSites as sites} from '@site/src/data/showcase';
import {COLLATION_GROUPS, compareTitles} from './compareTitles';

const icu = (a: string, b: string) => a.localeCompare(b, 'en', {sensitivity: 'base'});

test('each character of the table weighs against every other as ICU weighs them in English', () => {
  const chars = COLLATION_GROUPS.flatMap((group) => [...group]);
  const weight = (char: string) => COLLATION_GROUPS.findIndex((group) => group.includes(char));
  for (const a of chars) {
    for (const b of chars) {
      assert.equal(Math.sign(weight(a) - weight(b)), Math.sign(icu(a, b)), `${a} ${b}`);
    }
  }
  // Every printable ASCII character is in the table.
  for (let code = 0x20; code < 0x7f; code++) assert.ok(chars.includes(String.fromCharCode(code)));
});

test('titles compare as localeCompare does in English, ignoring case', () => {
  // Letters in both cases, digits, space and the punctuation titles use, plus
  // characters only ICU can weigh (an accent, a combining mark, a control).
  const alphabet = [..." -._:/'&(1209aAbBzZ“”’—", 'é', 'e\u0301', '\u0000', '…'];
  let seed = 7;
  const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  const word = () =>
    Array.from(
      {length: 1 + Math.floor(random() * 6)},
      () => alphabet[Math.floor(random() * alphabet.length)],
    ).join('');
  for (let round = 0; round < 50_000; round++) {
    const [a, b] = [word(), word()];
    assert.equal(
      Math.sign(compareTitles(a, b)),
      Math.sign(icu(a, b)),
      `${JSON.stringify(a)} ${JSON.stringify(b)}`,
    );
  }
});

test('the showcase and the feature requests sort by title as they did with localeCompare', () => {
  for (const titles of [
    sites.map((site) => site.title),
    featureRequests.map((request) => request.title),
  ]) {
    assert.deepEqual([...titles].sort(compareTitles), [...titles].sort(icu));
  }
});
