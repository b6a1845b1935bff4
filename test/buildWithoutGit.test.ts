/**
 * A copy of the source without `.git` (a release tarball, a container build
 * that leaves `.git` out) must build. Docusaurus 3.5.2 asks git for each
 * page's last update, and without history that fails the build, so
 * config/lastUpdate.ts turns those features off there, with one warning.
 *
 * The copy holds the files git would export (tracked and new, not ignored),
 * and loads every plugin's content as `docusaurus build` does before it
 * bundles: the step that asked git. The full build from `git archive HEAD`
 * was checked by hand; it adds minutes and no other git lookup.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ROOT} from './contentFiles';
import {hasGitHistory} from '../config/lastUpdate';

/** The source as `git archive` would export it, with the working tree's changes. */
function exportSource(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'site-without-git-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(ROOT, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), {recursive: true});
    cpSync(path.join(ROOT, file), path.join(copy, file));
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Loads the site in the current folder the way a production build does, and reports what we check. */
const LOAD_SITE = `
const {loadContext, loadSite} = require('@docusaurus/core/lib/server/site');
// As \`docusaurus build\` does: the config once for the locales, then the site per locale.
loadContext({siteDir: process.cwd()}).then(() => loadSite({siteDir: process.cwd(), locale: 'en'})).then(({props}) => {
  const docs = props.plugins.find((p) => p.name === 'docusaurus-plugin-content-docs' && p.options.id === 'default');
  const sitemap = props.plugins.find((p) => p.name === 'docusaurus-plugin-sitemap');
  const installation = docs.content.loadedVersions
    .find((v) => v.versionName === 'current').docs.find((d) => d.id === 'installation');
  process.stdout.write(JSON.stringify({
    showLastUpdateTime: docs.options.showLastUpdateTime,
    showLastUpdateAuthor: docs.options.showLastUpdateAuthor,
    sitemapLastmod: sitemap.options.lastmod,
    installationLastUpdatedAt: installation.lastUpdatedAt ?? null,
  }));
});
`;

function loadSiteIn(siteDir: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', LOAD_SITE], {
    cwd: siteDir,
    // Production: outside it, Docusaurus never asks git and shows made-up dates.
    env: {...process.env, NODE_ENV: 'production', NO_UPDATE_NOTIFIER: '1'},
    encoding: 'utf8',
  });
  return {...result, report: result.status === 0 ? JSON.parse(result.stdout) : null};
}

test('a copy without .git loads every plugin, without last-update data, with one warning', () => {
  const copy = exportSource();
  try {
    assert.equal(hasGitHistory(copy), false);
    // What the build ran into before: the framework's git lookup fails here.
    const lookup = spawnSync(
      process.execPath,
      [
        '-e',
        `require('@docusaurus/utils').getFileCommitDate(process.argv[1], {age: 'newest'}).catch((e) => { console.error(e.message); process.exit(1); })`,
        path.join(copy, 'docs/installation.mdx'),
      ],
      {cwd: copy, encoding: 'utf8'},
    );
    assert.equal(lookup.status, 1);
    assert.match(lookup.stderr, /Failed to retrieve the git history/);

    const {status, stderr, stdout, report} = loadSiteIn(copy);
    assert.equal(status, 0, stderr);
    assert.deepEqual(report, {
      showLastUpdateTime: false,
      showLastUpdateAuthor: false,
      sitemapLastmod: null,
      installationLastUpdatedAt: null,
    });
    const warnings = `${stdout}${stderr}`.split('\n').filter((line) => /No git history/.test(line));
    assert.equal(warnings.length, 1, `one warning, not ${warnings.length}`);
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
});

test('with git history, pages keep their last-update date and the sitemap its lastmod', () => {
  const copy = exportSource();
  try {
    const date = '2024-08-13T12:00:00Z';
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: copy,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 'Jane Doe',
          GIT_AUTHOR_EMAIL: 'jane@example.com',
          GIT_COMMITTER_NAME: 'Jane Doe',
          GIT_COMMITTER_EMAIL: 'jane@example.com',
          GIT_AUTHOR_DATE: date,
          GIT_COMMITTER_DATE: date,
        },
        stdio: 'ignore',
      });
    git('init', '--quiet');
    git('add', '--all');
    git('commit', '--quiet', '--no-gpg-sign', '--message', 'Export');
    assert.equal(hasGitHistory(copy), true);
    const {status, stderr, report} = loadSiteIn(copy);
    assert.equal(status, 0, stderr);
    assert.deepEqual(report, {
      showLastUpdateTime: true,
      showLastUpdateAuthor: true,
      sitemapLastmod: 'date',
      installationLastUpdatedAt: Date.parse(date),
    });
  } finally {
    rmSync(copy, {recursive: true, force: true});
  }
});
