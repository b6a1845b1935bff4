import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import webpack, {type RuleSetRule} from 'webpack';
import {runAndClose} from '../runAndClose';
import {MDX_LOADERS} from '../mdx-once';
import {addLocalJsxRuntimeLoader, LOCAL_JSX_RUNTIME_LOADER} from './index';
import {localJsxRuntime} from './localJsxRuntime.mjs';

/** The start of a page as the MDX compiler writes it, with `elements` paragraphs. */
function compiledPage(elements: number): string {
  const paragraphs = Array.from(
    {length: elements},
    (_, index) => `_jsxs(_components.p, {children: ["Paragraph ", ${index}]})`,
  );
  return [
    'export const frontMatter = {title: "A page"};',
    'import {Fragment as _Fragment, jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";',
    'function _createMdxContent(props) {',
    '  const _components = {p: "p", ...props.components};',
    `  return _jsxs(_Fragment, {children: [${paragraphs.join(', ')}]});`,
    '}',
    'export default function MDXContent(props = {}) {',
    '  return _jsx(_createMdxContent, {...props});',
    '}',
    '',
  ].join('\n');
}

test('the JSX runtime import becomes one namespace import and local constants', () => {
  const code = localJsxRuntime(compiledPage(1));
  assert.match(code, /^import \* as _mdxJsxRuntime from "react\/jsx-runtime";$/m);
  assert.match(code, /^const \{Fragment: _Fragment, jsx: _jsx, jsxs: _jsxs\} = _mdxJsxRuntime;$/m);
  assert.doesNotMatch(code, /import \{[^}]*\} from "react\/jsx-runtime"/);
  // Everything else is as the compiler wrote it, in the same place.
  const [before, after] = compiledPage(1).split(/^import \{.*$/m);
  assert.ok(code.startsWith(before ?? ''));
  assert.ok(code.endsWith(after ?? ''));
  assert.equal(
    localJsxRuntime('import {jsx} from "react/jsx-runtime";\n'),
    'import * as _mdxJsxRuntime from "react/jsx-runtime";\nconst {jsx} = _mdxJsxRuntime;\n',
  );
});

test('code without the runtime import, or with one it does not recognise, is left as it is', () => {
  for (const code of [
    'export default 1;\n',
    'import * as runtime from "react/jsx-runtime";\n',
    'import {\n  jsx as _jsx,\n} from "react/jsx-runtime";\n',
    'import {jsx as _jsx, "a-b" as other} from "react/jsx-runtime";\n',
    'import {jsx as _jsx} from "preact/jsx-runtime";\n',
  ]) {
    assert.equal(localJsxRuntime(code), code);
  }
});

/**
 * Bundles a compiled page of `elements` paragraphs with a CommonJS JSX runtime
 * that builds plain objects, with or without the loader. Returns the page the
 * bundle renders and how many dependencies webpack made of the page's
 * imported bindings.
 */
async function bundlePage(elements: number, withLoader: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mdx-jsx-locals-'));
  try {
    mkdirSync(path.join(dir, 'node_modules', 'react'), {recursive: true});
    writeFileSync(
      path.join(dir, 'node_modules', 'react', 'jsx-runtime.js'),
      [
        "exports.Fragment = 'fragment';",
        'exports.jsx = function (type, props) { return {type: typeof type === "function" ? type(props) : type, props}; };',
        'exports.jsxs = exports.jsx;',
      ].join('\n'),
    );
    writeFileSync(path.join(dir, 'page.js'), compiledPage(elements));
    writeFileSync(
      path.join(dir, 'entry.js'),
      "import Page from './page.js';\nglobalThis.rendered = Page();\n",
    );
    const use = withLoader ? [{loader: LOCAL_JSX_RUNTIME_LOADER}] : [];
    let bindings = 0;
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: {path: path.join(dir, 'out'), filename: 'main.js'},
      optimization: {minimize: false},
      module: {rules: [{test: /page\.js$/, use}]},
      infrastructureLogging: {level: 'none'},
      plugins: [
        {
          apply(c) {
            c.hooks.thisCompilation.tap('count', (compilation) =>
              compilation.hooks.finishModules.tap('count', (modules) => {
                for (const module of modules) {
                  if (!module.identifier().endsWith('page.js')) continue;
                  bindings += module.dependencies.filter(
                    (dependency) => dependency.type === 'harmony import specifier',
                  ).length;
                }
              }),
            );
          },
        },
      ],
    });
    await runAndClose(compiler);
    const context: {rendered?: unknown} = {};
    vm.runInNewContext(readFileSync(path.join(dir, 'out', 'main.js'), 'utf8'), {
      globalThis: context,
    });
    // As JSON: the objects come from another realm, with its own Object.prototype.
    return {rendered: JSON.parse(JSON.stringify(context.rendered)) as unknown, bindings};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test('a page calls the runtime through local constants: one dependency, not one per element, and the same render', async () => {
  const elements = 40;
  const published = await bundlePage(elements, false);
  const local = await bundlePage(elements, true);
  // Without the loader: one per paragraph, and the fragment, its `_jsxs` and MDXContent's `_jsx`.
  assert.equal(published.bindings, elements + 3);
  assert.ok(local.bindings <= 3, `${local.bindings} dependencies on imported bindings`);
  assert.deepEqual(local.rendered, published.rendered);
  assert.equal(
    (local.rendered as {type: {props: {children: unknown[]}}}).type.props.children.length,
    elements,
  );
});

test('the loader runs right after whichever loader compiles MDX, once, however often it is added', () => {
  for (const mdxLoader of MDX_LOADERS) {
    const esbuild = {loader: 'esbuild-loader'};
    const rule: RuleSetRule = {test: /\.mdx?$/, use: [esbuild, {loader: mdxLoader}]};
    const rules = [{oneOf: [rule]}, {test: /\.css$/, use: ['css-loader']}];
    assert.equal(addLocalJsxRuntimeLoader(rules), 1);
    assert.equal(addLocalJsxRuntimeLoader(rules), 1);
    assert.deepEqual(rule.use, [esbuild, {loader: LOCAL_JSX_RUNTIME_LOADER}, {loader: mdxLoader}]);
  }
  assert.equal(addLocalJsxRuntimeLoader([{test: /\.js$/, use: ['babel-loader']}]), 0);
});

test('the loader warns about a page that calls the runtime without the import it rewrites', async () => {
  const {default: loader} = await import('./localJsxRuntime.mjs');
  const warnings: Error[] = [];
  const context = {emitWarning: (warning: Error) => warnings.push(warning)};
  const page = compiledPage(2);
  assert.notEqual(loader.call(context, page), page);
  assert.equal(loader.call(context, 'export default 1;\n'), 'export default 1;\n');
  assert.equal(warnings.length, 0);
  const otherImport = page.replace(
    /^import \{.*$/m,
    'import * as runtime from "react/jsx-runtime";',
  );
  assert.equal(loader.call(context, otherImport), otherImport);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0]?.message ?? '', /mdx-jsx-locals/);
});
