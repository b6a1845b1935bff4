/**
 * Moves preferences saved before storage keys were namespaced
 * (`future.experimental_storage.namespace`) to their suffixed keys, so
 * returning visitors keep their theme, dismissed bar and docs version.
 * Runs once per page load, before the app reads storage.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import SiteStorage from '@generated/site-storage';

export const LEGACY_STORAGE_KEYS = [
  'theme',
  'docusaurus.announcement.id',
  'docusaurus.announcement.dismiss',
  'docs-preferred-version-default',
] as const;

export function migrateStorageKeys(storage: Storage, namespace: string): string[] {
  if (!namespace) {
    return [];
  }
  return LEGACY_STORAGE_KEYS.flatMap((oldKey) => {
    const value = storage.getItem(oldKey);
    if (value === null) {
      return [];
    }
    const newKey = `${oldKey}${namespace}`;
    // A value already saved under the new key is newer: keep it.
    if (storage.getItem(newKey) === null) {
      storage.setItem(newKey, value);
    }
    storage.removeItem(oldKey);
    console.log(`[storage] moved "${oldKey}" to "${newKey}"`);
    return [oldKey];
  });
}

if (ExecutionEnvironment.canUseDOM) {
  try {
    migrateStorageKeys(window[SiteStorage.type], SiteStorage.namespace);
  } catch (error) {
    // Storage can be disabled or full; the site works without the migration.
    console.warn('[storage] could not migrate legacy keys', error);
  }
}
