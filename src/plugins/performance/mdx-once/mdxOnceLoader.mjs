/**
 * A webpack loader in place of `@docusaurus/mdx-loader` that compiles each
 * MDX file once per build instead of once per compiler.
 *
 * A production build runs two webpack compilers in one process, client and
 * server, and Docusaurus 3.5.2 gives both the same MDX rule: every page went
 * through the whole unified pipeline (parse, the remark and rehype plugins,
 * the build-time highlighter, MDX to JS) twice, on the one main thread the
 * two compilers share. The output does not depend on the compiler, so the
 * first compiler to reach a file compiles it and the other takes the same
 * result (the framework does the same from 3.6 on, as its MDX cross-compiler
 * cache). Each compiler still runs its own loaders after this one (esbuild,
 * with its own target).
 */
import {createHash} from 'node:crypto';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

/** The compilers of a production build, by the names Docusaurus gives them. */
const COMPILERS = ['client', 'server'];

/**
 * `compileMdx(context, source)` runs the framework's loader with `context` as
 * its loader context and resolves with `{code, dependencies}`.
 */
export function createMdxOnceLoader(compileMdx) {
  /** Results by resource (path and query), until every compiler has taken one. */
  const results = new Map();

  return function mdxOnceLoader(source) {
    const callback = this.async();
    // Private, but what the framework's own loader reads to tell the compilers apart.
    const compiler = this._compiler?.name;
    const hash = createHash('sha1').update(source).digest('hex');
    let entry = results.get(this.resource);
    // A compiler asking again (a rebuild) or a changed file: compile afresh.
    if (!entry || entry.hash !== hash || entry.takenBy.has(compiler)) {
      entry = {hash, takenBy: new Set(), result: compileMdx(this, source)};
      results.set(this.resource, entry);
    }
    entry.takenBy.add(compiler);
    if (COMPILERS.every((name) => entry.takenBy.has(name))) results.delete(this.resource);
    entry.result.then(
      ({code, dependencies}) => {
        for (const file of dependencies) this.addDependency(file);
        callback(null, code);
      },
      (error) => callback(error),
    );
  };
}

/**
 * Runs the framework's MDX loader with `context` as its loader context,
 * collecting the files it depends on so the other compiler can declare them
 * too. It is told it runs in the client compiler, the one its unused-directive
 * warnings are printed for, so they print once whichever compiler comes first.
 */
export function compileWithFrameworkLoader(context, source) {
  const mdxLoader = require('@docusaurus/mdx-loader').default;
  return new Promise((resolve, reject) => {
    const dependencies = [];
    const proxy = Object.create(context, {
      async: {
        value: () => (error, code) => (error ? reject(error) : resolve({code, dependencies})),
      },
      addDependency: {value: (file) => dependencies.push(file)},
      _compiler: {value: Object.create(context._compiler, {name: {value: 'client'}})},
    });
    Promise.resolve(mdxLoader.call(proxy, source)).catch(reject);
  });
}

export default createMdxOnceLoader(compileWithFrameworkLoader);
