import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler, RuleSetRule, WebpackPluginInstance} from 'webpack';
import {configModules, filesHash} from '../../build-cache';
import {IN_PACKAGE} from '../build-dependencies-cached';

/**
 * webpack's persistent caches are keyed on the lockfile and on the site's own
 * files that configure the compile, instead of webpack walking the build's
 * dependencies before it stores a cache.
 *
 * The build dependencies are the files the compile's code comes from: the
 * framework's webpack config files, the site config (`cache.buildDependencies`),
 * webpack itself and every loader a module went through. Before a compiler
 * stores its cache, webpack follows each one through its `require`s into the
 * package it comes from, then through each package's `package.json`
 * dependencies (`FileSystemInfo.resolveBuildDependencies`), to key the cache
 * on the versions of the packages it meets and the contents of the other
 * files; a warm start resolves the same list again to check it. In a cold
 * build of this site the walk met 3,344 files for the client compiler and
 * 3,434 for the server's, and took 6.6 and 1.0 s from start to end, between
 * the compile's other work on the main thread, with 95,000 `stat`, 97,000
 * `readlink` and 53,000 `readFile` calls; the service worker's compile walked
 * 2,110 more in `postBuild` (a diagnosis: the walk timed and the calls counted
 * in a cold build).
 *
 * The key here says at least what the walk read:
 *
 * - `package-lock.json`: the version of every installed package, which is all
 *   the walk keyed a package's files on (`build-cache` adds `patches/`, which
 *   the walk could not see);
 * - the site's files among the build dependencies the compiler is given (the
 *   site config) and among its rules' loaders (the levers' loaders), with every
 *   site module each imports (`configModules`).
 *
 * When a compiler hands its build dependencies to the cache, the ones the key
 * covers are left out: files inside packages, and the site files hashed here.
 * Any other dependency, such as a loader that a rule picks with a function or
 * a folder, is walked as before. Without a lockfile the compiler is left as it is.
 */
const NAME = 'build-dependencies-keyed';

/** The loaders a rule set names, at any depth: `loader`, `use` (a string, an item or a list), `oneOf`, `rules`. */
export function loadersOf(rules: readonly unknown[]): string[] {
  const loaders: string[] = [];
  const fromUse = (use: unknown) => {
    if (typeof use === 'string') loaders.push(use);
    else if (Array.isArray(use)) use.forEach(fromUse);
    else if (use && typeof use === 'object' && 'loader' in use) fromUse(use.loader);
  };
  for (const rule of rules) {
    if (!rule || typeof rule !== 'object') continue;
    const {loader, use, oneOf, rules: nested} = rule as RuleSetRule;
    fromUse(loader);
    fromUse(use);
    loaders.push(...loadersOf(oneOf ?? []), ...loadersOf(nested ?? []));
  }
  return loaders;
}

/** A path of the site's own, not in a package: what the walk would have hashed. */
const isSiteFile = (file: string) => path.isAbsolute(file) && !IN_PACKAGE.test(file);

export class BuildDependenciesKeyed implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const {cache} = compiler.options;
    const lockfile = path.join(compiler.context, 'package-lock.json');
    if (typeof cache !== 'object' || cache.type !== 'filesystem' || !existsSync(lockfile)) {
      return;
    }
    const named = Object.values(cache.buildDependencies ?? {}).flat();
    const loaders = loadersOf(compiler.options.module?.rules ?? []).map(
      (loader) => loader.split('?')[0]!,
    );
    // Files only: a folder named as a build dependency is left to webpack's walk.
    const siteFiles = [...new Set([...named, ...loaders].filter(isSiteFile))].filter(
      (file) => statSync(file, {throwIfNoEntry: false})?.isFile() ?? false,
    );
    const keyed = new Set(siteFiles.flatMap((file) => configModules(file)));
    // Set before webpack reads the options and opens the cache (plugins are applied first).
    cache.version = [
      cache.version ?? '',
      `lock-${filesHash([lockfile])}`,
      `site-${filesHash([...keyed].sort())}`,
    ].join('-');
    // Ahead of the cache strategy's own tap, which takes the same set.
    compiler.cache.hooks.storeBuildDependencies.tap({name: NAME, stage: -100}, (dependencies) => {
      const set = dependencies as unknown as Set<string>;
      for (const file of [...set]) {
        if (!isSiteFile(file) || keyed.has(file)) set.delete(file);
      }
    });
  }
}

export default function buildDependenciesKeyedPlugin(): Plugin<unknown> {
  return {
    name: NAME,
    configureWebpack() {
      return {plugins: [new BuildDependenciesKeyed()]};
    },
  };
}
