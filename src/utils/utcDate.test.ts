import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatUtcDate} from './utcDate';

/** Every day from 1 Jan 1900 to 31 Dec 2100, and a few far ones. */
function* days(): Generator<Date> {
  for (let time = Date.UTC(1900, 0, 1); time <= Date.UTC(2100, 11, 31); time += 86_400_000) {
    yield new Date(time);
  }
  for (const year of [1, 99, 999, 10_000, 275_759]) yield new Date(Date.UTC(year, 5, 15, 23, 59));
  yield new Date(Date.UTC(2024, 7, 9, 23, 59, 59)); // late in the UTC day: still the 9th
}

test('a date is written as Intl writes it in en-US and UTC, short and long, on every day', () => {
  // What `toLocaleDateString('en-US', options)` writes, with one format per month style: that
  // call makes a new format each time, which took 24 s of the unit tests for these 140,000 days.
  const intl = Object.fromEntries(
    (['short', 'long'] as const).map((month) => [
      month,
      new Intl.DateTimeFormat('en-US', {timeZone: 'UTC', year: 'numeric', month, day: 'numeric'}),
    ]),
  );
  let compared = 0;
  for (const day of days()) {
    for (const month of ['short', 'long'] as const) {
      assert.equal(formatUtcDate(day, month), intl[month]!.format(day));
      compared++;
    }
  }
  assert.ok(compared > 140_000);
  const sample = new Date(Date.UTC(2024, 7, 9, 23, 59, 59));
  assert.equal(
    intl.long!.format(sample),
    sample.toLocaleDateString('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }),
  );
});

test('a date Intl writes with an era, or an invalid one, is left to Intl', () => {
  const bc = new Date(Date.UTC(-5, 0, 1));
  assert.equal(
    formatUtcDate(bc, 'long'),
    bc.toLocaleDateString('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }),
  );
  assert.equal(formatUtcDate(new Date('not a date'), 'short'), 'Invalid Date');
});
