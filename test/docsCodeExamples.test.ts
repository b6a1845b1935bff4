/**
 * Code examples marked `typecheck` in the docs (```ts title="…" typecheck)
 * are compiled with TypeScript against the installed Docusaurus types, so an
 * example that stops matching the API fails here rather than on a reader's machine.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {readDocsFolder, ROOT} from './contentFiles';

type Example = {doc: string; line: number; file: string};

const FENCE =
  /^(`{3,})(ts|tsx|typescript)[ \t]+([^\n]*\btypecheck\b[^\n]*)\n([\s\S]*?)^\1[ \t]*$/gm;
const OUT_DIR = path.join(ROOT, 'node_modules/.cache/doc-examples');

/** Pages whose examples readers copy most: each must have type-checked examples. */
const PAGES_THAT_MUST_TYPECHECK = [
  'docs/configuration.mdx',
  'docs/guides/docs/sidebar/index.mdx',
  'docs/guides/docs/sidebar/items.mdx',
];

function extractExamples(): Example[] {
  rmSync(OUT_DIR, {recursive: true, force: true});
  mkdirSync(OUT_DIR, {recursive: true});
  return readDocsFolder('docs').flatMap(({file, content}) =>
    [...content.matchAll(FENCE)].map((match, index) => {
      const language = match[2] === 'tsx' ? 'tsx' : 'ts';
      const out = path.join(OUT_DIR, `${file.replace(/[/.]/g, '_')}_${index}.${language}`);
      // `export {}` keeps each example a module, so examples never share globals.
      writeFileSync(out, `${match[4]}\nexport {};\n`);
      const offset = content.slice(0, match.index).split('\n').length;
      return {doc: file, line: offset + 1, file: out};
    }),
  );
}

const examples = extractExamples();

test('the config and sidebar pages have type-checked examples', () => {
  const missing = PAGES_THAT_MUST_TYPECHECK.filter((page) => !examples.some((e) => e.doc === page));
  assert.deepEqual(
    missing,
    [],
    'Mark complete examples on these pages with `typecheck` in the code fence',
  );
});

test('every example marked `typecheck` compiles', () => {
  const program = ts.createProgram(
    examples.map((e) => e.file),
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.Preserve,
      esModuleInterop: true,
      resolveJsonModule: true,
      lib: ['lib.dom.d.ts', 'lib.es2023.d.ts'],
      types: ['node', '@docusaurus/module-type-aliases', '@docusaurus/theme-classic'],
      baseUrl: ROOT,
      paths: {'@site/*': ['./*']},
    },
  );
  const report = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const example = examples.find((e) => e.file === diagnostic.file?.fileName);
    const {line} = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0) ?? {
      line: 0,
    };
    const where = example
      ? `${example.doc}:${example.line + line}`
      : (diagnostic.file?.fileName ?? 'config');
    return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
  assert.ok(examples.length > 0, 'no example is marked `typecheck`');
  assert.deepEqual(report, [], `Examples that do not compile:\n  ${report.join('\n  ')}`);
});
