import type {Plugin} from '@docusaurus/types';
import webpack from 'webpack';

/**
 * webpack's stages for `optimizeChunks`: `SplitChunksPlugin` taps it at
 * `STAGE_ADVANCED` (10) and the built-in duplicate merge at `STAGE_BASIC`
 * (-10). The module that names them, `webpack/lib/OptimizationStages`, is not
 * part of webpack's public exports, so the number is written here.
 */
const AFTER_SPLIT_CHUNKS = 10 + 1;

/**
 * Merges the browser bundle's chunks that hold the same modules, once
 * webpack's chunk splitting is done.
 *
 * webpack merges duplicate chunks before it splits shared modules out, not
 * after. The split then made copies: once a lazy route reaches the framework's
 * limit of parallel requests, the vendor modules it shares with other routes go
 * into a chunk of their own for the routes still under the limit. In this site
 * one 10 KB chunk of the theme's code block components was written 7 times
 * under 7 ids, and another 3 times, so a visitor going from one docs page to
 * another could download the same code twice under two names.
 *
 * The copies also made the build's output depend on the persistent cache.
 * webpack names a chunk by hashing its modules' names. Copies hash alike, so
 * they get their ids in the order webpack created them, and that order is not
 * the same when the modules come from the cache. A warm build then handed each
 * route a different copy than the cold build had: the route table in `main.js`
 * changed, with it the file's hash and every page that loads it.
 *
 * This runs webpack's own `MergeDuplicateChunksPlugin` a second time, right
 * after `SplitChunksPlugin`. Browser bundle only: the server bundle is not
 * split (see server-bundle-one-file).
 */
export default function mergeDuplicateChunksPlugin(): Plugin<unknown> {
  return {
    name: 'merge-duplicate-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [new webpack.optimize.MergeDuplicateChunksPlugin({stage: AFTER_SPLIT_CHUNKS})],
      };
    },
  };
}
