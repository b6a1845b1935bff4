import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

/**
 * The two compilers of a production build read the disk through one cache.
 *
 * webpack gives each compiler its own cached view of the file system (its
 * `inputFileSystem`, set up by `NodeEnvironmentPlugin`), and Docusaurus
 * 3.5.2 runs the client and the server compiler side by side in one process.
 * So every look the resolver takes (does this file exist, is that a
 * directory, is it a symlink, what does this package.json say) and every
 * source file read happened twice, once per compiler, though the answers are
 * the same. In a CPU profile of a cold build (a diagnosis), the main thread
 * spent about 6.8 s just issuing those calls (`stat`, `readlink`, `open`,
 * `lstat`, `read`, `close`) and 9.6 s in the resolver.
 *
 * The first compiler keeps its cache, which webpack empties when it starts a
 * run; the others read through it. When that compiler closes, the build lets
 * go of the cache (the static render and postBuild don't read through it).
 * The dev server has one compiler and is left alone.
 */
export class ShareInputFileSystem {
  constructor(private readonly shared: {fileSystem?: Compiler['inputFileSystem']}) {}

  apply(compiler: Compiler): void {
    const {shared} = this;
    if (!shared.fileSystem) {
      shared.fileSystem = compiler.inputFileSystem;
      compiler.hooks.shutdown.tap('ShareInputFileSystem', () => {
        delete shared.fileSystem;
      });
      return;
    }
    compiler.inputFileSystem = shared.fileSystem;
    // What webpack's NodeEnvironmentPlugin does for a compiler that owns its
    // cache: the time a run starts reading files, for the cache's snapshots.
    compiler.hooks.beforeRun.tap('ShareInputFileSystem', () => {
      compiler.fsStartTime = Date.now();
    });
  }
}

export default function sharedInputFileSystemPlugin(): Plugin<unknown> {
  const shared = {};
  return {
    name: 'shared-input-file-system',
    configureWebpack(config) {
      return config.mode === 'production' ? {plugins: [new ShareInputFileSystem(shared)]} : {};
    },
  };
}
