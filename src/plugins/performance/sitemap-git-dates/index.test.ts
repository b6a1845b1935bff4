import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {getFileCommitDate} from '@docusaurus/utils';
import type {RouteConfig} from '@docusaurus/types';
import {latestCommitTimes, withCommitDates} from './index';

const SITE_DIR = path.join(__dirname, '../../../..');

test('one git log dates each blog post and page as the per-file git log of the sitemap plugin does', async () => {
  const files = execFileSync('git', ['ls-files', 'blog', 'src/pages'], {
    cwd: SITE_DIR,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(md|mdx|tsx)$/.test(file));
  assert.ok(files.length > 20, `only ${files.length} files`);
  const dates = await latestCommitTimes(SITE_DIR);
  for (const file of files) {
    const {timestamp} = await getFileCommitDate(path.join(SITE_DIR, file), {age: 'newest'});
    assert.equal(dates.get(file), timestamp, file);
  }
});

test('only routes with a source file and no date of their own get one, nested routes too', () => {
  const dates = new Map([
    ['blog/post.md', 1_700_000_000_000],
    ['docs/intro.md', 1_600_000_000_000],
  ]);
  const routes: RouteConfig[] = [
    {path: '/blog/post', component: 'Post', metadata: {sourceFilePath: 'blog/post.md'}},
    {
      path: '/docs',
      component: 'Docs',
      routes: [
        {
          path: '/docs/intro',
          component: 'Doc',
          metadata: {sourceFilePath: 'docs/intro.md', lastUpdatedAt: 1_500_000_000_000},
        },
        {path: '/docs/untracked', component: 'Doc', metadata: {sourceFilePath: 'docs/new.md'}},
      ],
    },
    {path: '/search', component: 'Search'},
  ];
  const dated = withCommitDates(routes, dates);
  assert.equal(dated[0]?.metadata?.lastUpdatedAt, 1_700_000_000_000);
  assert.equal(dated[1]?.routes?.[0]?.metadata?.lastUpdatedAt, 1_500_000_000_000);
  assert.equal(dated[1]?.routes?.[1]?.metadata?.lastUpdatedAt, undefined);
  assert.equal(dated[2]?.metadata, undefined);
  // The routes handed in are left as they were.
  assert.equal(routes[0]?.metadata?.lastUpdatedAt, undefined);
});
