import type {Plugin} from '@docusaurus/types';

/** File names of the lazy chunks: the chunk id and a hash of the content. */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/**
 * Names lazy chunk files by id. The default `[name]` puts a map of all ~870
 * chunk names in the runtime every page loads, only to build file names; ids
 * are already in it. (Prefetching maps chunk names with its own table.)
 */
export default function chunkFilesByIdPlugin(): Plugin<unknown> {
  return {
    name: 'chunk-files-by-id',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {output: {chunkFilename: CHUNK_FILENAME}};
    },
  };
}
