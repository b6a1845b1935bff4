/**
 * The packages the code uses are the packages package.json declares, and the
 * Node versions it allows are the ones every installed package accepts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ESLint} from 'eslint';
import semver from 'semver';
import {ROOT} from './contentFiles';

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: {node: string};
  overrides: Record<string, string>;
};
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, {version?: string; optional?: boolean; engines?: {node?: string}}>;
};

/** Lints `source` as if it were a file of the site at `file`, with the project's config. */
async function importRuleMessages(source: string, file = 'src/lintFixture.ts'): Promise<string[]> {
  const eslint = new ESLint({cwd: ROOT});
  const [result] = await eslint.lintText(source, {filePath: path.join(ROOT, file)});
  return (result?.messages ?? [])
    .filter(({ruleId}) => ruleId?.startsWith('n/no-extraneous'))
    .map(({message}) => message);
}

test('lint fails on an import of an installed but undeclared package', async () => {
  // lodash is in node_modules only because the framework depends on it.
  assert.deepEqual(await importRuleMessages(`import lodash from 'lodash';\nlodash.noop();\n`), [
    '"lodash" is extraneous.',
  ]);
  assert.deepEqual(
    await importRuleMessages(`import type {AnyNode} from 'domutils';\nexport type N = AnyNode;\n`),
    ['"domutils" is extraneous.'],
  );
  assert.deepEqual(
    await importRuleMessages(
      `// eslint-disable-next-line @typescript-eslint/no-require-imports\nconst x = require('lodash');\nx.noop();\n`,
    ),
    ['"lodash" is extraneous.'],
  );
});

test('lint accepts declared packages and the bundler aliases', async () => {
  const source = [
    `import React from 'react';`,
    `import Link from '@docusaurus/Link';`,
    `import useBaseUrl from '@docusaurus/useBaseUrl';`,
    `import Layout from '@theme/Layout';`,
    `import OriginalBlog from '@theme-original/Blog';`,
    `import storage from '@generated/site-storage';`,
    `import versions from '@site/versions.json';`,
    `import type {Plugin} from '@docusaurus/types';`,
    `export type P = Plugin;`,
    `export const all = [React, Link, useBaseUrl, Layout, OriginalBlog, storage, versions];`,
  ].join('\n');
  assert.deepEqual(await importRuleMessages(source, 'src/components/LintFixture/index.tsx'), []);
});

test('every installed package accepts every Node version package.json allows', () => {
  // npm ci prints an EBADENGINE warning for a package whose engines exclude
  // the running Node; this keeps the two ranges in agreement.
  const range = pkg.engines.node;
  assert.ok(
    semver.satisfies(process.version, range),
    `this Node (${process.version}) is outside ${range}`,
  );
  const narrower = Object.entries(lock.packages)
    .filter(([name, entry]) => name !== '' && !entry.optional && entry.engines?.node)
    .filter(([, entry]) => !semver.subset(range, entry.engines!.node!))
    .map(([name, entry]) => `${name}@${entry.version} wants node ${entry.engines!.node}`);
  assert.deepEqual(narrower, [], `package.json says node ${range}`);
});

test('each override in package.json is explained in CONTRIBUTING.md', () => {
  const contributing = readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8');
  const overrides = contributing.slice(contributing.indexOf('## Upgrading Docusaurus'));
  for (const name of Object.keys(pkg.overrides)) {
    assert.ok(overrides.includes(`\`${name}\``), `no reason given for the "${name}" override`);
  }
});
