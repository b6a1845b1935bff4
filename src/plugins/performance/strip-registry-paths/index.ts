import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The one browser-side reader of the registry that needs no module paths. */
export const COMPONENT_CREATOR =
  /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator\.js$/;

/**
 * Empties the module paths of the route registry in the production browser
 * bundle (stripRegistryPaths.mjs says why). The rule matches the registry only
 * as the route component creator imports it, so the debug registry page keeps
 * its own full copy. The dev server is left alone: there the registry is one
 * module for every importer (dev-lazy-compilation says why), and the size of
 * its bundle is not what makes it slow.
 */
export default function stripRegistryPathsPlugin(context: LoadContext): Plugin<unknown> {
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'strip-registry-paths',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        module: {
          rules: [
            {
              test: registryFile,
              issuer: COMPONENT_CREATOR,
              enforce: 'pre' as const,
              use: [{loader: path.join(__dirname, 'stripRegistryPaths.mjs')}],
            },
          ],
        },
      };
    },
  };
}
