import type {Compiler, MultiCompiler} from 'webpack';

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
