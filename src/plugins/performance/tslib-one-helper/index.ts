import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The entry bundle's only user of tslib, for one helper. */
export const UTILS_COMMON_ENTRY = /@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;

/**
 * Gives @docusaurus/utils-common, in the entry bundle through the Link
 * component, the one tslib helper it calls instead of all of tslib
 * (tslibImportDefault.mjs).
 */
export default function tslibOneHelperPlugin(): Plugin<unknown> {
  return {
    name: 'tslib-one-helper',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              // Resolves `tslib` for this one module to its single helper;
              // other chunks that need tslib still get the real package.
              test: UTILS_COMMON_ENTRY,
              resolve: {alias: {tslib$: path.join(__dirname, 'tslibImportDefault.mjs')}},
            },
          ],
        },
      };
    },
  };
}
