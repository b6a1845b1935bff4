import {test} from 'node:test';
import assert from 'node:assert/strict';
import {LEGACY_STORAGE_KEYS, migrateStorageKeys} from './storageMigration';

function memoryStorage(initial: Record<string, string>) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

test('moves every legacy key to its namespaced name and removes the old one', () => {
  const storage = memoryStorage({
    theme: 'dark',
    'docusaurus.announcement.id': 'announcementBar-v3.5',
    'docusaurus.announcement.dismiss': 'true',
    'docs-preferred-version-default': '3.4.0',
    unrelated: 'kept',
  });
  const logged: string[] = [];
  const moved = migrateStorageKeys(storage, '-abc', (m) => logged.push(m));
  assert.deepEqual(moved, [...LEGACY_STORAGE_KEYS]);
  assert.deepEqual(Object.fromEntries(storage.data), {
    'theme-abc': 'dark',
    'docusaurus.announcement.id-abc': 'announcementBar-v3.5',
    'docusaurus.announcement.dismiss-abc': 'true',
    'docs-preferred-version-default-abc': '3.4.0',
    unrelated: 'kept',
  });
  assert.equal(logged[0], '[storage] moved "theme" to "theme-abc"');
});

test('keeps a value already saved under the new key', () => {
  const storage = memoryStorage({theme: 'dark', 'theme-abc': 'light'});
  migrateStorageKeys(storage, '-abc');
  assert.deepEqual(Object.fromEntries(storage.data), {'theme-abc': 'light'});
});

test('does nothing without a namespace', () => {
  const storage = memoryStorage({theme: 'dark'});
  assert.deepEqual(migrateStorageKeys(storage, ''), []);
  assert.equal(storage.getItem('theme'), 'dark');
});
