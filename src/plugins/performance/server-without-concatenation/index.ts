import type {Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';

/**
 * The server compile does not join modules into one scope (webpack's
 * `optimization.concatenateModules`, on by default in production).
 *
 * Joining modules makes the browser's files smaller and quicker to start;
 * the server bundle is run once, by the static render, and deleted. webpack
 * does the joining afresh in every build, cache or not, and the server bundle
 * is one chunk of some 2,500 modules (server-bundle-one-file), where its
 * search for modules to join is longest: in a CPU profile of a warm rebuild
 * (a diagnosis) the joining took about 1 s of the main thread, for both
 * compiles. The pages the static render writes are the same bytes.
 */
export const serverOptimization = {
  optimization: {concatenateModules: false},
} satisfies Configuration;

export default function serverWithoutConcatenationPlugin(): Plugin<unknown> {
  return {
    name: 'server-without-concatenation',
    configureWebpack(_config, isServer) {
      return isServer ? serverOptimization : {};
    },
  };
}
