/**
 * The "Last updated on … by …" line of docs pages, and the sitemap's
 * `lastmod`, come from `git log` on each source file. A copy of the source
 * without its history (a release tarball, a container build that leaves
 * `.git` out) has no such log: Docusaurus 3.5.2 then fails the build ("Failed
 * to retrieve the git history … not a git repository"). So whether history is
 * there is decided once, here, and both are turned off without it.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import logger from '@docusaurus/logger';

/** Whether `git log` can date the files of `dir`: git is installed and `dir` has commits. */
export function hasGitHistory(dir: string): boolean {
  const result = spawnSync('git', ['log', '--max-count=1', '--format=%ct'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return result.status === 0 && result.stdout.trim() !== '';
}

/** The site's folder, whose git history dates its pages. */
export const SITE_DIR = path.join(__dirname, '..');

/**
 * The answer for each site folder, kept for the whole process: `docusaurus
 * build` evaluates the config afresh more than once (for its locales, then
 * for each one), and the warning should print once.
 */
const checked = ((globalThis as {[key: symbol]: unknown})[Symbol.for('site.gitHistory')] ??=
  new Map<string, boolean>()) as Map<string, boolean>;

function gitHistoryOfSite(): boolean {
  const known = checked.get(SITE_DIR);
  if (known !== undefined) return known;
  const found = hasGitHistory(SITE_DIR);
  checked.set(SITE_DIR, found);
  if (!found) {
    logger.warn(
      `No git history in ${SITE_DIR}: building without the pages' last-update dates and authors, and without sitemap lastmod.`,
    );
  }
  return found;
}

/**
 * Git can date the site's files: show when each page was last changed. The
 * author option stays on with it so that a page's `last_update.author` front
 * matter is read; `src/plugins/docs-bylines` drops the commit author, which
 * names whoever made the commit rather than who wrote the page.
 */
export const HAS_GIT_HISTORY = gitHistoryOfSite();

/** The last-update options of every docs instance. */
export const lastUpdateOptions = {
  showLastUpdateAuthor: HAS_GIT_HISTORY,
  showLastUpdateTime: HAS_GIT_HISTORY,
};
