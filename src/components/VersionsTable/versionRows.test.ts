import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {archivedVersions} from '@site/src/data/archivedVersions';
import {groupVersions, releaseChannelRows} from './versionRows';

const REPO = 'https://github.com/facebook/docusaurus';

test('groups canary, the newest release and the past releases then archives', () => {
  const groups = groupVersions(['3.5.2', '3.4.0'], REPO);
  assert.deepEqual(groups.current, {
    name: 'Canary',
    docs: '/docs/',
    notes: {label: 'Source code', href: REPO},
  });
  assert.deepEqual(groups.latest, {
    name: '3.5.2',
    docs: '/docs/3.5.2/',
    notes: {label: 'Release notes', href: '/changelog/3.5.2/'},
  });
  assert.deepEqual(
    groups.past.map((row) => row.name),
    ['3.4.0', '2.3.1', '2.2.0', '2.1.0', '2.0.1', '1.x.x'],
  );
  assert.equal(groups.past.at(-1)?.docs, archivedVersions.at(-1)?.url);
});

test('with no released version, only canary and the archives remain', () => {
  const groups = groupVersions([], REPO);
  assert.equal(groups.latest, undefined);
  assert.equal(groups.past.length, archivedVersions.length);
});

test('release channels: canary, then the latest stable release, then older ones without a dist-tag', () => {
  assert.deepEqual(releaseChannelRows(['3.5.2', '3.4.0']), [
    {
      name: 'Canary',
      channel: 'Unreleased code on the main branch',
      distTag: 'canary',
      docs: '/docs/',
    },
    {
      name: '3.5.2',
      channel: 'Latest stable release',
      distTag: 'latest',
      docs: '/docs/3.5.2/',
      notes: {label: 'Release notes', href: '/changelog/3.5.2/'},
    },
    {
      name: '3.4.0',
      channel: 'Older release',
      distTag: null,
      docs: '/docs/3.4.0/',
      notes: {label: 'Release notes', href: '/changelog/3.4.0/'},
    },
  ]);
  assert.deepEqual(
    releaseChannelRows([]).map((row) => row.name),
    ['Canary'],
  );
});

test('versions.json lists 3.5.2 above 3.4.0', () => {
  const versions = JSON.parse(readFileSync(path.join(__dirname, '../../../versions.json'), 'utf8'));
  assert.deepEqual(versions, ['3.5.2', '3.4.0']);
});
