import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import sharp from 'sharp';
import palettePngAdapter from './index';

export interface StartCopiesEarlyOptions {
  /** The folder, from the site's root, whose PNGs the site sends through ideal-image. */
  directory: string;
  /** ideal-image's `sizes` and `quality`: what its resizer will ask the adapter for. */
  sizes: readonly number[];
  quality: number;
}

/**
 * Makes, one at a time, every copy of `files` that ideal-image's resizer
 * (`@docusaurus/responsive-loader`) will ask the adapter for: one per size,
 * no wider than the picture, at `quality`. The adapter keeps each copy for
 * the build, so the resizer then takes them ready.
 */
export async function makeCopies(
  files: readonly string[],
  {sizes, quality}: Omit<StartCopiesEarlyOptions, 'directory'>,
): Promise<void> {
  for (const file of files) {
    const {width = Infinity} = await sharp(file).metadata();
    const adapter = palettePngAdapter(file);
    // As the resizer: each size, capped at the picture's width, made once.
    for (const copyWidth of new Set(sizes.map((size) => Math.min(width, size)))) {
      await adapter.resize({width: copyWidth, mime: 'image/png', options: {quality}});
    }
  }
}

/** Whether webpack's disk cache already holds a build for this compiler to restore. */
function hasStoredCache(compiler: Compiler): boolean {
  const {cache} = compiler.options;
  if (!cache || typeof cache !== 'object' || cache.type !== 'filesystem') return false;
  const {cacheDirectory, name} = cache;
  return !!cacheDirectory && !!name && existsSync(path.join(cacheDirectory, name, 'index.pack'));
}

/**
 * Starts the showcase's resized copies when the client's compile starts,
 * instead of when webpack reaches them.
 *
 * Why: webpack reaches the showcase's pictures late, through the page's
 * `require` of its folder, about 20 s into a cold build. By then there is
 * little else left to compile, and the main thread sat idle for about 2 s
 * while sharp made the 195 copies on its own threads (a diagnosis: each copy
 * timed, and a CPU profile sampled each second). Made from the start, one at
 * a time, they use the second core while the main thread compiles. A build
 * with a disk cache to restore skips it: webpack takes the copies from there.
 */
export default function startCopiesEarlyPlugin(
  context: LoadContext,
  options: unknown,
): Plugin<unknown> {
  // The config passes these `satisfies StartCopiesEarlyOptions`.
  const {directory, sizes, quality} = options as StartCopiesEarlyOptions;
  return {
    name: 'palette-png-start-copies-early',
    configureWebpack(config, isServer) {
      if (config.mode !== 'production' || isServer) return {};
      const folder = path.join(context.siteDir, directory);
      if (!existsSync(folder)) {
        throw new Error(
          `palette-png (src/plugins/performance/palette-png): no folder ${directory} to start the resized copies of. Point the plugin's \`directory\` at the pictures the site sends through ideal-image.`,
        );
      }
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.run.tap('palette-png-start-copies-early', () => {
                if (hasStoredCache(compiler)) return;
                const files = readdirSync(folder)
                  .filter((file) => file.endsWith('.png'))
                  .map((file) => path.join(folder, file));
                // A copy that fails is made again, and fails visibly, when the resizer asks.
                makeCopies(files, {sizes, quality}).catch(() => {});
              });
            },
          },
        ],
      };
    },
  };
}
