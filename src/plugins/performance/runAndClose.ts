import {mkdtempSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Compiler, Configuration, MultiCompiler, WebpackPluginInstance} from 'webpack';

/**
 * For the levers' tests: runs a webpack compiler to the end, as the
 * framework's build does, and closes it, which is when webpack writes its
 * disk cache. Rejects on a compile error.
 */
export async function runAndClose(compiler: Compiler | MultiCompiler): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve(),
    ),
  );
  await new Promise<void>((resolve, reject) =>
    compiler.close((error) => (error ? reject(error) : resolve())),
  );
}

/**
 * For the levers' tests: the client and the server config of a production
 * build, as the framework's build runs them side by side, over `dir`'s
 * `entry.js`, unminified and quiet, with `extra` added to each (given the
 * compiler's name). Each writes `<dir>/<name>/bundle.js`.
 */
export function clientAndServerConfigs(
  dir: string,
  extra: (name: 'client' | 'server') => Configuration,
): Configuration[] {
  return (
    [
      ['client', 'web'],
      ['server', 'node'],
    ] as const
  ).map(([name, target]) => ({
    name,
    mode: 'production',
    context: dir,
    entry: './entry.js',
    target,
    output: {path: path.join(dir, name), filename: 'bundle.js', library: {type: 'commonjs2'}},
    optimization: {minimize: false},
    infrastructureLogging: {level: 'none'},
    ...extra(name),
  }));
}

/**
 * For the levers' tests: a test body that runs `run` in a new folder under
 * the system's temporary folder, named from `prefix`, removed after.
 */
export function inTempDir(prefix: string, run: (dir: string) => Promise<void>) {
  return async () => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    try {
      await run(dir);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  };
}

/**
 * For the minimizer levers' tests: a plugin that adds `styles.css` holding
 * `css` to the assets, before the minimizers' stage, as the framework's CSS
 * extraction would emit it.
 */
export function emitsStylesheet(css: string): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('stylesheet', (compilation) => {
        compilation.hooks.processAssets.tap(
          {name: 'stylesheet', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
          () => {
            compilation.emitAsset('styles.css', new compiler.webpack.sources.RawSource(css));
          },
        );
      });
    },
  };
}

/** The graceful-fs functions the levers' tests watch. */
export type DiskMethod = 'readFile' | 'stat' | 'readlink' | 'realpath';

type DiskFunction = (file: unknown, ...rest: unknown[]) => void;

/**
 * For the levers' tests: calls `seen` with each path webpack hands one of
 * `methods` of the graceful-fs it reads the disk with (its own dependency,
 * loaded through webpack's resolution: a reach listed in CONTRIBUTING.md),
 * until the returned function puts them back. webpack's cached file system
 * takes these functions when a compiler is created, and its other file
 * systems look them up when called: watch before creating the compiler.
 */
export function watchWebpackDisk(
  methods: readonly DiskMethod[],
  seen: (method: DiskMethod, file: string) => void,
): () => void {
  const disk = createRequire(require.resolve('webpack'))('graceful-fs') as Record<
    DiskMethod,
    DiskFunction
  >;
  const originals = methods.map((method) => [method, disk[method]] as const);
  for (const [method, original] of originals) {
    disk[method] = (file, ...rest) => {
      if (typeof file === 'string') seen(method, file);
      original(file, ...rest);
    };
  }
  return () => {
    for (const [method, original] of originals) disk[method] = original;
  };
}
