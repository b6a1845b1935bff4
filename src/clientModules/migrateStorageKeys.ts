/**
 * Moves preferences saved before storage keys were namespaced
 * (`future.experimental_storage.namespace`) to their suffixed keys, so
 * returning visitors keep their theme, dismissed bar and docs version.
 * Client modules run before the app renders, so the theme reads the moved values.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import SiteStorage from '@generated/site-storage';
import {migrateStorageKeys} from './storageMigration';

if (ExecutionEnvironment.canUseDOM) {
  try {
    migrateStorageKeys(window[SiteStorage.type], SiteStorage.namespace, (message) =>
      console.log(message),
    );
  } catch (error) {
    // Storage can be disabled or full; the site works without the migration.
    console.warn('[storage] could not migrate legacy keys:', error);
  }
}
