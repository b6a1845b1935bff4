import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {MDX_LOADERS, loaderListsOf} from '../mdx-once';

export const LOCAL_JSX_RUNTIME_LOADER = path.join(__dirname, 'localJsxRuntime.mjs');

/** A rule's `use` item that is one of the loaders in `loaders`. */
const usesLoader = (item: unknown, loaders: readonly string[]) =>
  !!item &&
  typeof item === 'object' &&
  typeof (item as {loader?: unknown}).loader === 'string' &&
  loaders.includes((item as {loader: string}).loader);

/**
 * Adds the loader to every rule that compiles MDX, to run right after the
 * MDX compiler (webpack runs a rule's loaders from last to first). Returns
 * how many rules compile MDX, each now with the loader.
 */
export function addLocalJsxRuntimeLoader(rules: readonly unknown[]): number {
  let mdxRules = 0;
  for (const use of loaderListsOf(rules)) {
    const mdx = use.findIndex((item) => usesLoader(item, MDX_LOADERS));
    if (mdx === -1) continue;
    if (!use.some((item) => usesLoader(item, [LOCAL_JSX_RUNTIME_LOADER]))) {
      use.splice(mdx, 0, {loader: LOCAL_JSX_RUNTIME_LOADER});
    }
    mdxRules += 1;
  }
  return mdxRules;
}

class LocalJsxRuntimeWebpackPlugin {
  apply(compiler: Compiler): void {
    if (addLocalJsxRuntimeLoader(compiler.options.module.rules) === 0) {
      throw new Error(
        'mdx-jsx-locals (src/plugins/performance/mdx-jsx-locals): no webpack rule compiles MDX with @docusaurus/mdx-loader or mdx-once any more. Check how the content plugins load MDX, then update or remove this lever.',
      );
    }
  }
}

/**
 * Build speed: MDX pages bind the JSX runtime's functions to local constants
 * (see localJsxRuntime.mjs). Production builds only, as mdx-once.
 */
export default function mdxJsxLocalsPlugin(): Plugin<unknown> {
  return {
    name: 'mdx-jsx-locals',
    configureWebpack(config) {
      return config.mode === 'production' ? {plugins: [new LocalJsxRuntimeWebpackPlugin()]} : {};
    },
  };
}
