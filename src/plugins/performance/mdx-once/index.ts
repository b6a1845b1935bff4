import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler, RuleSetRule} from 'webpack';

/** The framework's MDX loader, as the content plugins name it in their rules. */
const MDX_LOADER = require.resolve('@docusaurus/mdx-loader');
const MDX_ONCE_LOADER = path.join(__dirname, 'mdxOnceLoader.mjs');

/** The framework's MDX loader, and this lever's in its place: the loaders that compile MDX. */
export const MDX_LOADERS: readonly string[] = [MDX_LOADER, MDX_ONCE_LOADER];

/**
 * Every `use` list in `rules`, nested ones (`oneOf`, `rules`) too: where the
 * content plugins' MDX rules name their loaders.
 */
export function loaderListsOf(rules: readonly unknown[]): unknown[][] {
  return rules.flatMap((rule) => {
    if (!rule || typeof rule !== 'object') return [];
    const {use, oneOf, rules: nested} = rule as RuleSetRule;
    return [
      ...(Array.isArray(use) ? [use as unknown[]] : []),
      ...loaderListsOf(oneOf ?? []),
      ...loaderListsOf(nested ?? []),
    ];
  });
}

/**
 * Points every use of the framework's MDX loader in `rules` (nested ones too)
 * at mdxOnceLoader.mjs, with the same options. Returns how many it changed.
 */
export function swapInMdxOnceLoader(rules: readonly unknown[]): number {
  let changed = 0;
  for (const item of loaderListsOf(rules).flat()) {
    if (item && typeof item === 'object' && (item as {loader?: unknown}).loader === MDX_LOADER) {
      (item as {loader: string}).loader = MDX_ONCE_LOADER;
      changed += 1;
    }
  }
  return changed;
}

/**
 * Swaps the loader once every plugin has added its rules: the content
 * plugins configure webpack after some of ours, so a `configureWebpack`
 * change could miss their rules; a webpack plugin sees the final config.
 */
class MdxOnceWebpackPlugin {
  apply(compiler: Compiler): void {
    if (swapInMdxOnceLoader(compiler.options.module.rules) === 0) {
      throw new Error(
        'mdx-once (src/plugins/performance/mdx-once): no webpack rule uses @docusaurus/mdx-loader any more. Check how the content plugins load MDX, then update or remove this lever.',
      );
    }
  }
}

/**
 * Each MDX file compiled once per production build, for both compilers
 * (mdxOnceLoader.mjs says why). The dev server runs one compiler: nothing to
 * share there.
 */
export default function mdxOncePlugin(): Plugin<unknown> {
  return {
    name: 'mdx-once',
    configureWebpack(config) {
      return config.mode === 'production' ? {plugins: [new MdxOnceWebpackPlugin()]} : {};
    },
  };
}
