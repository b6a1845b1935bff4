import type {Plugin} from '@docusaurus/types';
import webpack, {type Compilation, type Compiler} from 'webpack';

/**
 * V8's file-wide compile hint (Chromium 136 and later): every function in a
 * file that starts with it is compiled while the file streams in, on a
 * background thread, instead of on the main thread the first time it runs.
 * Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The entry chunk: every module in it runs before the page hydrates. */
export const HINTED_CHUNK = 'main';

/**
 * Puts the hint at the top of the entry chunk's JavaScript, once the
 * minifiers are done (they would drop a comment) and before webpack hashes
 * file contents, so the file name still names its bytes.
 */
export class CompileHintWebpackPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintWebpackPlugin', (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHintWebpackPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
        },
        () => {
          for (const chunk of compilation.chunks) {
            if (chunk.name !== HINTED_CHUNK) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source),
              );
            }
          }
        },
      );
    });
  }
}

/**
 * Boot time. Most functions of the entry chunk run while the page boots, and
 * V8 compiled each lazily on the main thread the first time it ran: half of
 * every entry task, 86 ms of lazy compiling moved off the main thread on
 * `/docs/installation/` (`npm run profile`, unthrottled). Only the entry is
 * hinted: lazy chunks (the search modal, mermaid, other routes' pages) hold
 * many functions a page never calls, and those would be compiled for nothing.
 */
export default function compileHintsPlugin(): Plugin<unknown> {
  return {
    name: 'compile-hints',
    configureWebpack(config, isServer) {
      // The development server's bundle is not what visitors load.
      if (isServer || config.mode !== 'production') return {};
      return {plugins: [new CompileHintWebpackPlugin()]};
    },
  };
}
