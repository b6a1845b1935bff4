/**
 * A webpack loader, run on the code the MDX compiler writes, that binds the
 * JSX runtime's functions to local constants once instead of importing each
 * as a binding:
 *
 *   import {Fragment as _Fragment, jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";
 *
 * becomes
 *
 *   import * as _mdxJsxRuntime from "react/jsx-runtime";
 *   const {Fragment: _Fragment, jsx: _jsx, jsxs: _jsxs} = _mdxJsxRuntime;
 *
 * webpack makes a dependency of every use of an imported binding, and
 * rewrites each use in the generated code: a docs page calls `_jsx` or
 * `_jsxs` once per element, hundreds of times, and the built site's scripts
 * held 95,011 `(0,e.jsx)(` calls, each a dependency in both compilers, kept in
 * their caches and replaced in their code. With local constants, a page has
 * one dependency on the runtime and its calls stay plain calls. The runtime's
 * functions do not use `this`, so calling them through a constant is the same
 * call.
 */

/** The one import of the JSX runtime the MDX compiler writes, on a line of its own. */
const RUNTIME_IMPORT = /^import \{([^}]+)\} from "react\/jsx-runtime";$/m;
const SPECIFIER = /^(\w+)(?: as (\w+))?$/;

/** `code` with its JSX runtime import bound to local constants; `code` itself when it has none. */
export function localJsxRuntime(code) {
  const match = RUNTIME_IMPORT.exec(code);
  if (!match) return code;
  const bindings = [];
  for (const specifier of match[1].split(',')) {
    const parts = SPECIFIER.exec(specifier.trim());
    // An import this does not recognise is left as the compiler wrote it.
    if (!parts) return code;
    const [, imported, local = imported] = parts;
    bindings.push(imported === local ? imported : `${imported}: ${local}`);
  }
  const replacement =
    'import * as _mdxJsxRuntime from "react/jsx-runtime";\n' +
    `const {${bindings.join(', ')}} = _mdxJsxRuntime;`;
  return code.slice(0, match.index) + replacement + code.slice(match.index + match[0].length);
}

/** The compiler's names for the runtime's functions, as it calls them. */
const RUNTIME_CALL = /\b_jsxs?\(/;

export default function localJsxRuntimeLoader(source) {
  const code = localJsxRuntime(source);
  if (code === source && RUNTIME_CALL.test(source)) {
    // The MDX compiler no longer writes the import this rewrites: the page still
    // works, but each of its elements is a dependency again.
    this.emitWarning(
      new Error(
        'mdx-jsx-locals (src/plugins/performance/mdx-jsx-locals): this page calls the JSX runtime without the one-line import the lever rewrites. Check what the MDX compiler writes, then update or remove the lever.',
      ),
    );
  }
  return code;
}
