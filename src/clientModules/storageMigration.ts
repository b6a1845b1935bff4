/**
 * Pure part of the storage-key migration, kept apart from the client module
 * so it can be unit-tested without a browser.
 */
export const LEGACY_STORAGE_KEYS = [
  'theme',
  'docusaurus.announcement.id',
  'docusaurus.announcement.dismiss',
  'docs-preferred-version-default',
] as const;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Moves each legacy key to `<key><namespace>` and removes the old key.
 * A value already saved under the new key is newer, so it is kept.
 * Returns the keys that were moved.
 */
export function migrateStorageKeys(
  storage: KeyValueStorage,
  namespace: string,
  log: (message: string) => void = () => {},
): string[] {
  if (!namespace) {
    return [];
  }
  return LEGACY_STORAGE_KEYS.flatMap((oldKey) => {
    const value = storage.getItem(oldKey);
    if (value === null) {
      return [];
    }
    const newKey = `${oldKey}${namespace}`;
    if (storage.getItem(newKey) === null) {
      storage.setItem(newKey, value);
    }
    storage.removeItem(oldKey);
    log(`[storage] moved "${oldKey}" to "${newKey}"`);
    return [oldKey];
  });
}
