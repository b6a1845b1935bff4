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
 * The file with the hint on top, as one flat source of the joined text, not
 * a concatenation of the hint and the minified source. webpack's content-hash
 * step keys its cache entry on how a source hashes, and a concatenation
 * hashes its parts' shapes too: the minifier's fresh output (text) and the
 * same output read back from its cache (bytes) made different keys for the
 * same file. So the first rebuild after a cold build replaced that entry, and
 * webpack then rewrote the whole cache pack that held it. A production build
 * has no source maps (the framework leaves `devtool` unset), so none is lost.
 */
export function withCompileHint(source: webpack.sources.Source): webpack.sources.Source {
  return new webpack.sources.RawSource(COMPILE_HINT + source.source().toString());
}

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
              compilation.updateAsset(file, withCompileHint);
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
