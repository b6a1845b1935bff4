import {test, expect} from '@playwright/test';
import {trackPageErrors, visit} from './helpers';

test('the board lists requests and filters them by status, category and text', async ({page}) => {
  await visit(page, '/feature-requests/');
  const items = page.locator('main ul li a');
  const total = await items.count();
  expect(total).toBeGreaterThanOrEqual(30);
  await page.getByLabel('Status').selectOption('complete');
  await expect(page).toHaveURL(/status=complete/);
  await expect.poll(() => items.count()).toBeLessThan(total);
  await expect(page.locator('main ul li').first()).toContainText('Complete');
  await page.getByRole('button', {name: 'Reset'}).click();
  await expect(items).toHaveCount(total);
  await page.getByRole('searchbox', {name: 'Search'}).fill('zzzz-nothing');
  await expect(page.getByText('No request matches these filters.')).toBeVisible();
});

test('a known request has its own static page with its release and docs links', async ({page}) => {
  const errors = trackPageErrors(page);
  const response = await page.goto('/feature-requests/p/blog-author-pages/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 2})).toHaveText('A page per blog author');
  await expect(page.getByRole('heading', {name: 'Shipped in'})).toBeVisible();
  const release = page.locator('article li').filter({hasText: 'released'});
  await expect(release).toContainText('3.5.0, released Aug 9, 2024:');
  await expect(release.getByRole('link', {name: '3.5.0'})).toHaveAttribute(
    'href',
    '/changelog/3.5.0/',
  );
  await expect(release.getByRole('link', {name: 'pull request #10216'})).toHaveAttribute(
    'href',
    'https://github.com/facebook/docusaurus/pull/10216',
  );
  await expect(page.getByRole('link', {name: 'Blog plugin options'})).toBeVisible();
  await expect(page.getByRole('link', {name: '← All feature requests'})).toHaveAttribute(
    'href',
    '/feature-requests/',
  );
  expect(errors).toEqual([]);
});

test('an unknown slug shows the in-board not-found view', async ({page}) => {
  await page.goto('/feature-requests/p/does-not-exist/');
  await expect(page.getByRole('alert')).toContainText('No feature request lives at this address.');
  await expect(page.getByRole('alert')).toContainText('p/does-not-exist');
  await expect(page.locator('main ul li a').first()).toBeVisible();
});

test('sub-paths render the board on in-app navigation too', async ({page}) => {
  await visit(page, '/feature-requests/');
  await page.locator('main ul li a').first().click();
  await expect(page).toHaveURL(/\/feature-requests\/p\/[a-z0-9-]+\/$/);
  await expect(page.getByRole('link', {name: '← All feature requests'})).toBeVisible();
});

test('the board shows no vote counts or dates it cannot stand behind, only release dates', async ({
  page,
}) => {
  await visit(page, '/feature-requests/');
  const main = page.locator('main');
  await expect(main).not.toContainText(/\bvotes?\b/i);
  // In progress first, complete last; a complete request names its release and date.
  const metas = await page.locator('main ul li').allInnerTexts();
  expect(metas[0]).toContain('In progress');
  expect(metas.at(-1)).toContain('Complete');
  await expect(
    page.locator('main ul li').filter({hasText: 'A page per blog author'}),
  ).toContainText('Complete · Blog · Shipped in 3.5.0, Aug 9, 2024');
  // Every date the board shows is a release date, next to its version.
  const dates = await page
    .locator('main time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
  expect(dates.length).toBeGreaterThan(0);
  for (const text of metas.filter((meta) => /\d{4}/.test(meta))) {
    expect(text).toMatch(/Shipped in \S+, [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  }
});

test('the board’s search box, drop-downs and Reset button share the site’s form style and line up', async ({
  page,
}) => {
  await visit(page, '/feature-requests/');
  const form = page.getByRole('search', {name: 'Filter feature requests'});
  const controls = [
    form.getByRole('searchbox', {name: 'Search'}),
    form.getByLabel('Status'),
    form.getByLabel('Category'),
    form.getByLabel('Sort by'),
    form.getByRole('button', {name: 'Reset'}),
  ];
  const boxes = await Promise.all(controls.map((control) => control.boundingBox()));
  const [search] = boxes;
  for (const box of boxes) {
    expect(box?.height).toBe(search?.height);
    expect(box?.y).toBe(search?.y);
  }
  const styleOf = (index: number) =>
    controls[index]!.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        fontSize: style.fontSize,
        borderRadius: style.borderTopLeftRadius,
        appearance: style.appearance,
      };
    });
  const searchStyle = await styleOf(0);
  expect(searchStyle.fontSize).toBe('16px');
  for (const index of [1, 2, 3]) {
    expect(await styleOf(index)).toEqual({...searchStyle, appearance: 'none'});
  }
  // The Reset label is as large as any other button's, not Infima's small size.
  expect(parseFloat((await styleOf(4)).fontSize)).toBeGreaterThanOrEqual(14);
});
