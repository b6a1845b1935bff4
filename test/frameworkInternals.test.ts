/**
 * The framework internals the site reaches into: files under
 * `@docusaurus/<package>/lib/` that are not part of any package's public API,
 * so a Docusaurus upgrade may move or change them without notice. Each test
 * checks what our code relies on, so an upgrade fails here, by name, instead
 * of in a four-minute build or, worse, silently. CONTRIBUTING.md ("Upgrading
 * Docusaurus") lists every internal with the test that guards it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions as validateRedirectOptions} from '@docusaurus/plugin-client-redirects';
import collectRedirects from '@docusaurus/plugin-client-redirects/lib/collectRedirects';
import {toRedirectFiles} from '@docusaurus/plugin-client-redirects/lib/writeRedirectFiles';
import type {PluginContext} from '@docusaurus/plugin-client-redirects/lib/types';
import {validateOptions as validateBlogOptions} from '@docusaurus/plugin-content-blog/lib/options.js';
import pluginContentDocs, {
  validateOptions as validateDocsOptions,
} from '@docusaurus/plugin-content-docs/lib/index.js';
import pluginIdealImage, {
  validateOptions as validateIdealImageOptions,
} from '@docusaurus/plugin-ideal-image/lib/index.js';
import pluginPwa, {
  validateOptions as validatePwaOptions,
} from '@docusaurus/plugin-pwa/lib/index.js';
import {changelog} from '../config/changelog';
import {idealImageOptions, pwa, redirects} from '../config/plugins';
import {palettePngAdapter} from '../src/plugins/performance';
import {PHASES} from '../scripts/perf/bench/build.mjs';
import {builtHtmlFile} from '../src/utils/builtHtmlFile';

/** Absolute path of a file inside an installed package. */
const packageFile = (pkg: string, file: string) =>
  pkg === '@docusaurus/theme-common' || pkg === '@docusaurus/plugin-content-docs'
    ? // Their `exports` leave out package.json; their main module is lib/index.js.
      path.join(path.dirname(require.resolve(pkg)), '..', file)
    : path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);

test('client-redirects: deploy-headers can recompute the redirects and their pages', () => {
  // src/plugins/deploy-headers turns these into host redirects and hashes the
  // scripts of the redirect pages that must stay pages.
  const context: PluginContext = {
    relativeRoutesPaths: ['/', '/community/support/', '/docs/'],
    baseUrl: '/',
    outDir: '/tmp/build',
    siteConfig: {trailingSlash: true, onDuplicateRoutes: 'warn'} as PluginContext['siteConfig'],
    options: validateRedirectOptions({validate: normalizePluginOptions, options: redirects}),
  };
  const collected = collectRedirects(context, true);
  assert.deepEqual(
    collected.find(({from}) => from === '/docs/support'),
    {from: '/docs/support', to: '/community/support/'},
  );
  const anchor = collected.find(({to}) => to.includes('#'));
  assert.ok(anchor, 'the redirect to an anchor is collected');
  const [page] = toRedirectFiles([anchor], context, true);
  assert.match(page?.fileContent ?? '', /<script>[^<]*window\.location\.href/);
  assert.match(page?.fileContent ?? '', /#anchor/);
});

test('blog: the changelog plugin validates its options with the blog plugin’s own validator', () => {
  const [, options] = changelog;
  // The same cast as src/plugins/changelog: the validator's input type is the
  // user-facing Options, normalizePluginOptions is typed for the output.
  const validated = validateBlogOptions({validate: normalizePluginOptions as never, options});
  assert.equal(validated.routeBasePath, '/changelog');
  assert.equal(validated.postsPerPage, 20);
  // Defaults the wrapped plugin needs come from the validator.
  assert.equal(validated.path, 'blog');
  assert.equal(validated.blogSidebarCount, 'ALL');
});

test('pwa: our wrapper uses the plugin’s own factory and validator, and the plugin hands manifestTransforms to workbox', () => {
  assert.equal(typeof pluginPwa, 'function');
  // The validator's input type is the full PluginOptions; ours is the user-facing Options.
  const validated = validatePwaOptions({
    validate: normalizePluginOptions as never,
    options: pwa as never,
  });
  assert.deepEqual(validated.injectManifestConfig, pwa.injectManifestConfig);
  assert.equal(validated.swRegister, './registerSw.js');
  // src/plugins/pwa adds its transform to injectManifestConfig, which the
  // plugin spreads into workbox's injectManifest call.
  const index = readFileSync(packageFile('@docusaurus/plugin-pwa', 'lib/index.js'), 'utf8');
  assert.match(index, /injectManifest\)\(\{\s*\.\.\.injectManifestConfig,/);
});

test('docs: docs-bylines wraps the docs plugin’s own factory and validator, and the field it forgets exists', () => {
  assert.equal(typeof pluginContentDocs, 'function');
  const validated = validateDocsOptions({
    validate: normalizePluginOptions as never,
    options: {showLastUpdateAuthor: true},
  });
  assert.equal(validated.showLastUpdateAuthor, true);
  assert.equal(validated.routeBasePath, 'docs');
  // The loaded doc's last author (Git's, unless front matter names one), which
  // src/plugins/docs-bylines deletes.
  const docs = readFileSync(packageFile('@docusaurus/plugin-content-docs', 'lib/docs.js'), 'utf8');
  assert.match(docs, /lastUpdatedBy: lastUpdate\.lastUpdatedBy/);
});

test('ideal-image: the plugin hands its options to the resizer after its own, so our adapter replaces sharp’s', () => {
  const options = validateIdealImageOptions({
    validate: normalizePluginOptions as never,
    options: idealImageOptions,
  });
  const plugin = pluginIdealImage({i18n: {currentLocale: 'en'}} as never, options);
  // The plugin leaves webpack alone in development (disableInDev).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const webpackConfig = plugin.configureWebpack?.(
      {} as never,
      false,
      {} as never,
      {} as never,
    ) as {
      module: {rules: {use: (string | {loader: string; options?: Record<string, unknown>})[]}[]};
    };
    // The rule runs the placeholder loader (a path), then the resizer (a path and options).
    const resizer = webpackConfig.module.rules[0]?.use.find(
      (use) => typeof use === 'object' && use.loader.includes('responsive-loader'),
    ) as {options?: Record<string, unknown>} | undefined;
    assert.equal(resizer?.options?.adapter, palettePngAdapter);
    assert.deepEqual(resizer?.options?.sizes, [400, 720, 1030]);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
});

test('theme-classic: the Author styles module has the classes our Author swizzle uses', () => {
  const css = readFileSync(
    packageFile('@docusaurus/theme-classic', 'lib/theme/Blog/Components/Author/styles.module.css'),
    'utf8',
  );
  for (const className of ['authorImage', 'author-as-h1', 'author-as-h2']) {
    assert.match(css, new RegExp(`\\.${className}\\b`), `.${className} is gone`);
  }
});

test('entry-bundle levers: the framework files their webpack rules match still exist', () => {
  // Paths written out in src/plugins/performance/{prism-out-of-entry,tslib-one-helper,
  // strip-registry-paths}/index.ts. If one moves, the rule silently matches nothing and the
  // entry bundle grows again.
  const prism = packageFile('@docusaurus/theme-classic', 'lib/prism-include-languages.js');
  assert.ok(existsSync(prism), prism);
  assert.match(
    readFileSync(packageFile('@docusaurus/theme-classic', 'lib/index.js'), 'utf8'),
    /'\.\/prism-include-languages'/,
    'the theme no longer registers prism-include-languages as a client module',
  );
  assert.match(
    readFileSync(packageFile('@docusaurus/utils-common', 'lib/index.js'), 'utf8'),
    /require\("tslib"\)/,
  );
  assert.match(
    readFileSync(packageFile('@docusaurus/core', 'lib/client/exports/ComponentCreator.js'), 'utf8'),
    /import registry from '@generated\/registry'/,
  );
});

test("core: the client entry is a single module, so webpack names its chunk 'main'", () => {
  // src/plugins/performance/compile-hints hints the chunk named 'main', and
  // esbuild-minify's ENTRY_FILES keeps main.*.js with terser. An entry
  // object with other names would leave both matching nothing, silently.
  assert.match(
    readFileSync(packageFile('@docusaurus/core', 'lib/webpack/client.js'), 'utf8'),
    /\bentry: path_1\.default\.resolve\(__dirname, '\.\.\/client\/clientEntry\.js'\)/,
  );
});

test('core: npm run analyze can still compile the client bundle the way the build does', () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const site = require('@docusaurus/core/lib/server/site');
  const client = require('@docusaurus/core/lib/webpack/client');
  const configure = require('@docusaurus/core/lib/webpack/configure');
  const utils = require('@docusaurus/core/lib/webpack/utils');
  /* eslint-enable @typescript-eslint/no-require-imports */
  assert.equal(typeof site.loadSite, 'function');
  assert.equal(typeof client.createBuildClientConfig, 'function');
  assert.equal(typeof configure.executePluginsConfigureWebpack, 'function');
  assert.equal(typeof utils.compile, 'function');
});

test('ssg: the framework still reads SKIP_HTML_MINIFICATION while it writes the pages', () => {
  const ssg = readFileSync(packageFile('@docusaurus/core', 'lib/ssg.js'), 'utf8');
  assert.match(ssg, /process\.env\.SKIP_HTML_MINIFICATION === 'true'/);
});

test("ssg: builtHtmlFile names each page's file as the framework's own pathnameToFilename does", () => {
  // Core does not export it, so its source is taken from ssg.js and run with `path` (its only
  // import) on every combination of a route's shape and the trailingSlash setting.
  const ssg = readFileSync(packageFile('@docusaurus/core', 'lib/ssg.js'), 'utf8');
  const source = /^function pathnameToFilename\(\{[\s\S]*?^\}$/m.exec(ssg)?.[0];
  assert.ok(source, 'core/lib/ssg.js no longer defines pathnameToFilename at the top level');
  const frameworks = new Function('path_1', `${source}; return pathnameToFilename;`)({
    default: path,
  }) as (args: {pathname: string; trailingSlash: boolean | undefined}) => string;
  const outDir = path.join(path.sep, 'site', 'build');
  for (const pathname of ['/', '/docs/', '/docs/cli', '/docs/cli/', '/404.html', '/old.htm']) {
    for (const trailingSlash of [true, false, undefined]) {
      assert.equal(
        builtHtmlFile(outDir, pathname, trailingSlash),
        path.join(outDir, frameworks({pathname, trailingSlash})),
        `${pathname} with trailingSlash ${trailingSlash}`,
      );
    }
  }
});

test('core: the client config keeps the react-loadable manifest writer, which keeps its compiler', () => {
  // src/plugins/performance/release-compilers clears the compiler such a plugin keeps once webpack
  // closes, so the compilers can be collected before the static render. If this changes, check with
  // a heap snapshot in postBuild what keeps the compilers now, and update or remove the lever.
  const client = readFileSync(packageFile('@docusaurus/core', 'lib/webpack/client.js'), 'utf8');
  assert.match(client, /new react_loadable_ssr_addon_v5_slorber_1\.default\(/);
  // Resolved from core, which depends on it; the site does not import it.
  const addonMain = createRequire(packageFile('@docusaurus/core', 'package.json')).resolve(
    'react-loadable-ssr-addon-v5-slorber',
  );
  const addon = readFileSync(
    path.join(path.dirname(addonMain), 'ReactLoadableSSRAddon.js'),
    'utf8',
  );
  assert.match(addon, /this\.compiler = compiler;/);
});

test('theme-classic: the styles modules our CodeBlock and Tabs render with have their classes', () => {
  // src/plugins/performance/{code-highlight,hydration} render the theme's markup with the
  // theme's own CSS modules, so the class names (and the look) stay the theme's.
  const classes: Record<string, string[]> = {
    'lib/theme/CodeBlock/Content/styles.module.css': [
      'codeBlockContent',
      'codeBlockTitle',
      'codeBlock',
      'codeBlockLines',
      'codeBlockLinesWithNumbering',
      'buttonGroup',
    ],
    'lib/theme/CodeBlock/Line/styles.module.css': ['codeLine', 'codeLineNumber', 'codeLineContent'],
    'lib/theme/CodeBlock/Container/styles.module.css': ['codeBlockContainer'],
    'lib/theme/Tabs/styles.module.css': ['tabList', 'tabItem'],
  };
  for (const [file, names] of Object.entries(classes)) {
    const css = readFileSync(packageFile('@docusaurus/theme-classic', file), 'utf8');
    for (const name of names) {
      assert.match(css, new RegExp(`\\.${name}\\b`), `.${name} is gone from ${file}`);
    }
  }
});

test('theme-common: the code block line parser the build runs is where code-highlight loads it', () => {
  /* eslint-disable-next-line @typescript-eslint/no-require-imports */
  const utils = require(packageFile('@docusaurus/theme-common', 'lib/utils/codeBlockUtils.js'));
  assert.equal(typeof utils.parseLines, 'function');
  assert.equal(typeof utils.parseLanguage, 'function');
});

test('patches: every file patches/ changes carries the change (patch-package ran at install)', () => {
  // `npm ci --ignore-scripts`, or a package version the patch was not made for, leaves a file
  // unpatched; patch-package itself fails the install when a patch no longer applies.
  for (const [pkg, files] of Object.entries({
    '@docusaurus/core': [
      'lib/client/clientEntry.js',
      'lib/client/docusaurus.js',
      'lib/client/browserContext.js',
      'lib/client/exports/ComponentCreator.js',
    ],
    '@docusaurus/plugin-content-docs': ['lib/client/docsClientUtils.js'],
    '@docusaurus/theme-common': [
      'lib/utils/reactUtils.js',
      'lib/utils/IntlUtils.js',
      'lib/utils/englishDateFormat.js',
    ],
    '@docusaurus/utils': ['lib/moduleUtils.js'],
    'react-router': ['esm/react-router.js'],
    webpack: ['lib/optimize/ModuleConcatenationPlugin.js', 'lib/util/hash/wasm-hash.js'],
  })) {
    for (const file of files) {
      assert.match(
        readFileSync(packageFile(pkg, file), 'utf8'),
        /Patched by the site \(patches\//,
        `${pkg}/${file} is not patched: run npm ci (it runs patch-package)`,
      );
    }
  }
});

test('mdx-loader: mdx-once can stand in for it in the content plugins’ rules', () => {
  // src/plugins/performance/mdx-once swaps the loader by its resolved path and
  // calls it with a loader context of its own: the default export is the
  // loader, it answers through `this.async()`, declares files with
  // `this.addDependency`, and reads the compiler's name from `_compiler`.
  const mdx = require.resolve('@docusaurus/mdx-loader');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  assert.equal(typeof (require(mdx) as {default: unknown}).default, 'function');
  const loader = readFileSync(packageFile('@docusaurus/mdx-loader', 'lib/loader.js'), 'utf8');
  for (const use of [
    'this.async()',
    'this.addDependency(',
    'getWebpackLoaderCompilerName)(this)',
  ]) {
    assert.ok(loader.includes(use), `mdx-loader no longer calls ${use}`);
  }
  const utils = readFileSync(packageFile('@docusaurus/utils', 'lib/webpackUtils.js'), 'utf8');
  assert.match(utils, /context\._compiler\?\.name/);
  for (const plugin of ['docs', 'blog', 'pages']) {
    // Their `exports` leave out package.json; the main module is lib/index.js.
    const source = readFileSync(require.resolve(`@docusaurus/plugin-content-${plugin}`), 'utf8');
    assert.ok(
      source.includes("loader: require.resolve('@docusaurus/mdx-loader')"),
      `plugin-content-${plugin} no longer names the MDX loader in its rule`,
    );
  }
});

test('core: the phase timer the scale bench reads is still there, with its labels', () => {
  // scripts/perf/bench (parsePhases) turns on the framework's private
  // DOCUSAURUS_PERF_LOGGER and reads the time of each phase by its label.
  const utils = readFileSync(packageFile('@docusaurus/core', 'lib/utils.js'), 'utf8');
  assert.match(utils, /process\.env\.DOCUSAURUS_PERF_LOGGER/);
  const build = readFileSync(packageFile('@docusaurus/core', 'lib/commands/build.js'), 'utf8');
  for (const phase of PHASES) {
    assert.ok(build.includes(`PerfLogger.async('${phase}'`), `build.js no longer times '${phase}'`);
  }
});

test('core: npm run build starts the CLI the package names as its bin, with the young generation and the V8 thread pool it is measured with', () => {
  // package.json's build script runs the CLI file with node itself, to pass
  // V8 and Node flags (see the package.json row of src/plugins/performance/README.md).
  const site = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const core = JSON.parse(
    readFileSync(packageFile('@docusaurus/core', 'package.json'), 'utf8'),
  ) as {
    bin: Record<string, string>;
  };
  const cli = path.posix.join('node_modules/@docusaurus/core', core.bin.docusaurus ?? '');
  assert.equal(site.scripts.build, `node --max-semi-space-size=64 --v8-pool-size=1 ${cli} build`);
  assert.ok(existsSync(path.join(__dirname, '..', cli)), `${cli} exists`);
});
