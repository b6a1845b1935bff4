import {test, expect} from '@playwright/test';
import {load, type Cheerio} from 'cheerio';
import type {AnyNode} from 'domhandler';
import {routeScriptsOf} from '../src/plugins/performance/entry-scripts-after-paint';
import {trackPageErrors, visit} from './helpers';

const itemCount = (xml: string, tag: 'item' | 'entry') =>
  (xml.match(new RegExp(`<${tag}>`, 'g')) ?? []).length;

test('/blog/ shows exactly 5 posts, and the list ends at page 5', async ({page}) => {
  await visit(page, '/blog/');
  await expect(page.locator('article')).toHaveCount(5);
  for (const n of [2, 3, 4, 5]) {
    const response = await page.goto(`/blog/page/${n}/`);
    expect(response?.status(), `page ${n}`).toBe(200);
  }
  await expect(page.locator('article')).toHaveCount(4);
  expect((await page.goto('/blog/page/6/'))?.status()).toBe(404);
});

test('each "Read more" link names the post it opens', async ({page}) => {
  await visit(page, '/blog/');
  const links = page.locator('article footer a', {hasText: 'Read more'});
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    const title = (await link.locator('xpath=ancestor::article').locator('h2').innerText()).trim();
    // Visible label unchanged; the text (what crawlers read) and the accessible name carry the title.
    await expect(link.locator('b')).toHaveText('Read more');
    await expect(link).toHaveText(`Read more about ${title}`);
    await expect(link).toHaveAccessibleName(`Read more about ${title}`);
  }
});

test('author social icons sit at least 24 px apart, centre to centre', async ({page}) => {
  await visit(page, '/blog/releases/3.5/');
  const icons = page.locator('article header a[class*="authorSocialLink"]');
  expect(await icons.count()).toBeGreaterThan(1);
  const boxes = await icons.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  );
  for (let i = 1; i < boxes.length; i += 1) {
    if (boxes[i]!.top !== boxes[i - 1]!.top) continue;
    const gap = boxes[i]!.x + boxes[i]!.width / 2 - (boxes[i - 1]!.x + boxes[i - 1]!.width / 2);
    expect(gap).toBeGreaterThanOrEqual(24);
  }
});

test('the sidebar lists every post, grouped by year', async ({page}) => {
  await visit(page, '/blog/');
  const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
  await expect(sidebar.getByRole('link')).toHaveCount(24);
  await expect(sidebar.getByRole('heading', {name: '2017'})).toBeVisible();
  await expect(sidebar.getByRole('heading', {name: '2024'})).toBeVisible();
});

test('the 3.5 release post renders with its author and social card', async ({page}) => {
  const errors = trackPageErrors(page);
  await visit(page, '/blog/releases/3.5/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus 3.5');
  await expect(page.locator('article')).toContainText('Sébastien Lorber');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /social-card/);
  expect(errors).toEqual([]);
});

test('tag and author pages list their posts', async ({page}) => {
  await visit(page, '/blog/tags/release/');
  expect(await page.locator('article').count()).toBeGreaterThan(0);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    /^\d+ posts tagged with "Release"$/,
  );
  await visit(page, '/blog/authors/');
  await expect(page.getByRole('link', {name: /Sébastien Lorber/}).first()).toBeVisible();
  await page
    .getByRole('link', {name: /Sébastien Lorber/})
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/authors\/slorber\/$/);
  // The address changes before the author's page has rendered: wait for a post.
  await expect(page.locator('article').first()).toBeVisible();
});

test('/changelog/ shows 20 releases, and expanding one shows its changes', async ({page}) => {
  await visit(page, '/changelog/');
  const entries = page.locator('main article');
  await expect(entries).toHaveCount(20);
  const first = entries.first();
  await expect(first.getByRole('heading', {level: 2})).toHaveText('3.5.2');
  const toggle = first.getByRole('button', {name: 'Show the changes in 3.5.2'});
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(first.locator('.markdown')).toBeHidden();
  await toggle.click();
  await expect(first.getByRole('button', {name: 'Hide the changes in 3.5.2'})).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(first.locator('.markdown')).toContainText('#10397');
  expect((await page.goto('/changelog/page/5/'))?.status()).toBe(200);
  await expect(page.locator('main article')).toHaveCount(19);
  expect((await page.goto('/changelog/page/6/'))?.status()).toBe(404);
});

test('a release the changelog list shows in full comes in one script, for the list and for its own page', async ({
  request,
}) => {
  // The scripts of a page's route (listed in its HTML) that hold the text.
  const scriptsHolding = async (path: string, text: string) => {
    const html = await (await request.get(path)).text();
    const holding: string[] = [];
    for (const src of routeScriptsOf(html)) {
      if ((await (await request.get(src)).text()).includes(text)) holding.push(src);
    }
    return holding;
  };
  // A pull request only the 3.5.2 release names.
  const onItsPage = await scriptsHolding('/changelog/3.5.2/', '#10397');
  expect(onItsPage).toHaveLength(1);
  expect(await scriptsHolding('/changelog/', '#10397')).toEqual(onItsPage);
});

test('the changelog’s Show the changes buttons are full-size buttons, not cramped', async ({
  page,
}) => {
  await visit(page, '/changelog/');
  const toggle = page.getByRole('button', {name: 'Show the changes in 3.5.2'});
  const {fontSize, height} = await toggle.evaluate((element) => ({
    fontSize: parseFloat(getComputedStyle(element).fontSize),
    height: element.getBoundingClientRect().height,
  }));
  // Infima's regular button: 14 px label, some 35 px tall (the small one: 11 px and 28 px).
  expect(fontSize).toBeGreaterThanOrEqual(14);
  expect(height).toBeGreaterThanOrEqual(32);
});

for (const version of ['2.0.0-alpha.19', '3.5.2']) {
  test(`/changelog/${version}/ renders its release`, async ({page}) => {
    const errors = trackPageErrors(page);
    await visit(page, `/changelog/${version}/`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Docusaurus ${version}`);
    await expect(page.locator('article .markdown')).not.toBeEmpty();
    expect(errors).toEqual([]);
  });
}

test('the changelog shows committers as local avatars, and lists them on the authors page', async ({
  page,
}) => {
  await visit(page, '/changelog/3.5.2/');
  const committers = page.getByRole('list', {name: 'Committers'});
  await expect(committers.getByRole('link', {name: /Sébastien Lorber/})).toBeVisible();
  await expect(committers.locator('img')).toHaveCount(0);
  await visit(page, '/changelog/authors/');
  await expect(page.getByText('Sébastien Lorber').first()).toBeVisible();
});

test('the V2 changelog gathers the 2.x releases but stays out of the list', async ({page}) => {
  await visit(page, '/changelog/v2/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus V2 Changelog');
  await expect(page.locator('article').getByRole('link', {name: '2.0.0-alpha.19'})).toHaveAttribute(
    'href',
    '/changelog/2.0.0-alpha.19/',
  );
  for (let n = 1; n <= 5; n += 1) {
    await page.goto(n === 1 ? '/changelog/' : `/changelog/page/${n}/`);
    await expect(page.locator('main article h2', {hasText: 'V2 Changelog'})).toHaveCount(0);
  }
});

test('the feeds parse as XML and hold every post and release', async ({page, request}) => {
  await page.goto('/');
  const parses = async (url: string) => {
    const text = await (await request.get(url)).text();
    const ok = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return doc.getElementsByTagName('parsererror').length === 0;
    }, text);
    expect(ok, `${url} is well-formed XML`).toBe(true);
    return text;
  };
  expect(itemCount(await parses('/blog/rss.xml'), 'item')).toBe(24);
  expect(itemCount(await parses('/blog/atom.xml'), 'entry')).toBe(24);
  expect(itemCount(await parses('/changelog/rss.xml'), 'item')).toBe(99);
  expect(itemCount(await parses('/changelog/atom.xml'), 'entry')).toBe(99);
  const json = await (await request.get('/blog/feed.json')).json();
  expect(json.items).toHaveLength(24);
});

/** What a reader sees of some HTML: its text, spaces collapsed, and how many links and images it has. */
const readerView = (html: Cheerio<AnyNode>) => ({
  text: html.text().replace(/\s+/g, ' ').trim(),
  links: html.find('a[href]').length,
  images: html.find('img').length,
});

// The shortest release note is a line or two; every blog post runs to paragraphs.
for (const [feedPath, items, shortestText] of [
  ['/blog/feed.json', 24, 200],
  ['/changelog/feed.json', 99, 40],
] as const) {
  test(`each item of ${feedPath} carries its post's body as the post's page shows it`, async ({
    request,
  }) => {
    const feed = (await (await request.get(feedPath)).json()) as {
      items: {url: string; content_html: string | null}[];
    };
    expect(feed.items).toHaveLength(items);
    for (const {url, content_html} of feed.items) {
      const page = load(await (await request.get(new URL(url).pathname)).text());
      const body = page('#__blog-post-container');
      expect(body, `${url} has a post body`).toHaveLength(1);
      const item = load(content_html ?? '', null, false).root();
      expect(readerView(item), url).toEqual(readerView(body));
      expect(readerView(item).text.length, url).toBeGreaterThan(shortestText);
    }
  });
}
