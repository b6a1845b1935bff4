import {usePluginData} from '@docusaurus/useGlobalData';
import {PLUGIN_NAME, type SearchSettings} from '../settings';

/** The search options the plugin was configured with. */
export function useSearchSettings(): SearchSettings {
  return usePluginData(PLUGIN_NAME) as SearchSettings;
}
