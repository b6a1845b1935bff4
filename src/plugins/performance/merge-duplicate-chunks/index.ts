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
 * after, and the split can leave several chunks with the same modules. In this
 * site webpack's default vendor cache group, which the framework keeps, left
 * the theme's 17 code block component modules in 7 chunks, each loaded by one
 * or two routes, and 21 admonition icon modules in 3 (a probe listing the
 * chunks at the end of `optimizeChunks`). Each copy was a file of its own
 * (10.1 KB written 7 times, 9.5 KB 3 times), so a visitor going from one docs
 * page to another could download the same code again under another name.
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
