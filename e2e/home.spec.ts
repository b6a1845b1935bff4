import {test, expect} from '@playwright/test';
import {trackPageErrors, visit} from './helpers';

test('the home page shows its hero, feature grid, code sample, users and call to action', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await visit(page, '/');
  const hero = page
    .locator('header')
    .filter({has: page.getByRole('heading', {level: 1, name: 'Docusaurus'})});
  await expect(hero).toContainText('Build optimized websites quickly, focus on your content');
  await expect(hero.getByRole('link', {name: 'Get Started'})).toHaveAttribute('href', '/docs/');
  await expect(hero.getByRole('link', {name: 'Try a Demo'})).toHaveAttribute(
    'href',
    '/docs/playground/',
  );

  const features = page.getByRole('region', {name: 'Everything a documentation site needs'});
  await expect(features.getByRole('heading', {level: 3})).toHaveText([
    'Write in Markdown',
    'Extend with React',
    'Version your docs',
    'Translate the site',
    'Search everything',
  ]);
  await expect(features.locator('svg')).toHaveCount(5);

  await expect(
    page.getByRole('region', {name: 'From a Markdown file to a page'}).locator('pre'),
  ).toContainText('title: Deploy to production');
  const users = page.getByRole('region', {name: 'Trusted by teams large and small'});
  await expect(users.getByRole('link', {name: 'React Native'})).toBeVisible();
  await expect(page.getByRole('region', {name: 'Start your site with one command'})).toContainText(
    'npx create-docusaurus@latest my-website classic',
  );
  expect(errors).toEqual([]);
});

test('the hero is in the server HTML, so it shows before JavaScript runs', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1, name: 'Docusaurus'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Get Started'})).toBeVisible();
  const images = await page
    .locator('main img, header img')
    .evaluateAll((imgs) =>
      imgs
        .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
        .map((img) => img.outerHTML),
    );
  expect(images, 'images without dimensions shift the layout').toEqual([]);
  await context.close();
});

for (const width of [390, 800, 1280]) {
  test(`at ${width} px the feature grid's rows are all full and each row's links line up`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 900});
    await visit(page, '/');
    const grid = page
      .getByRole('region', {name: 'Everything a documentation site needs'})
      .getByRole('list');
    const gridBox = (await grid.boundingBox())!;
    const cards = await grid.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        const link = item.querySelector('a')!.getBoundingClientRect();
        return {top: box.top, left: box.left, right: box.right, linkTop: link.top};
      }),
    );
    const rows = new Map<number, typeof cards>();
    for (const card of cards) {
      rows.set(Math.round(card.top), [...(rows.get(Math.round(card.top)) ?? []), card]);
    }
    for (const [top, row] of rows) {
      // Full: the row starts at the grid's left edge and ends at its right edge.
      expect(Math.min(...row.map((card) => card.left)), `row at ${top}`).toBeCloseTo(gridBox.x, 0);
      expect(Math.max(...row.map((card) => card.right)), `row at ${top}`).toBeCloseTo(
        gridBox.x + gridBox.width,
        0,
      );
      // Aligned: every "Learn more" of the row at the same height.
      expect(new Set(row.map((card) => Math.round(card.linkTop))).size, `row at ${top}`).toBe(1);
    }
  });
}
