import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import versions from '../versions.json';
import {ANNOUNCED_RELEASE, ANNOUNCED_VERSION} from './site';
import {themeConfig} from './theme';
import {footer, npmVersionBadge} from './footer';

const root = path.join(__dirname, '..');

test('the announced version is the newest docs snapshot and the framework the site runs on', () => {
  assert.equal(versions[0], ANNOUNCED_VERSION);
  const core = JSON.parse(
    readFileSync(require.resolve('@docusaurus/core/package.json'), 'utf8'),
  ) as {version: string};
  assert.equal(core.version, ANNOUNCED_VERSION);
  assert.equal(ANNOUNCED_RELEASE, ANNOUNCED_VERSION.replace(/\.\d+$/, ''));
});

test('the announcement bar names the announced release and links to its post', () => {
  const bar = themeConfig.announcementBar;
  assert.equal(bar.id, `announcementBar-v${ANNOUNCED_RELEASE}`);
  assert.match(
    bar.content,
    new RegExp(`>Docusaurus v${ANNOUNCED_RELEASE.replace('.', '\\.')}</a>`),
  );
  const link = /href="\/(blog\/releases\/[^"]+)\/"/.exec(bar.content)?.[1];
  assert.equal(link, `blog/releases/${ANNOUNCED_RELEASE}`);
  assert.ok(existsSync(path.join(root, link, 'index.mdx')), `no release post at ${link}/index.mdx`);
});

test('the footer badge shows the announced version, in its picture and its text alternative', () => {
  const html = footer.links
    .flatMap((column) => column.items)
    .map((item) => ('html' in item ? item.html : ''))
    .join('\n');
  const img =
    /<img src="(data:image\/svg\+xml,[^"]+)" alt="npm package @docusaurus\/core, version ([^"]+)"/.exec(
      html,
    );
  assert.ok(img, 'no npm badge in the footer');
  assert.equal(img[2], ANNOUNCED_VERSION);
  const svg = decodeURIComponent(img[1]!.slice('data:image/svg+xml,'.length));
  assert.match(
    svg,
    new RegExp(`<text x="72" y="14">v${ANNOUNCED_VERSION.replaceAll('.', '\\.')}</text>`),
  );
  assert.equal(img[1], npmVersionBadge(ANNOUNCED_VERSION));
});
