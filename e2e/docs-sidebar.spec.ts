import {test, expect} from '@playwright/test';
import {docsOfVersion, expectCompleteDocPage, trackPageErrors, visit} from './helpers';

// Generated category indexes have no doc of their own; they are checked below.
const sidebarDocs = docsOfVersion('default', 'current').filter(
  (doc) => doc.sidebar === 'docs' && !doc.id.startsWith('/category/'),
);

test('the docs sidebar has every guide page', () => {
  expect(sidebarDocs.length).toBeGreaterThanOrEqual(53);
});

for (const doc of sidebarDocs) {
  test(`docs page ${doc.id} renders completely and cleanly`, async ({page}) => {
    const errors = trackPageErrors(page);
    await visit(page, doc.path);
    await expectCompleteDocPage(page);
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      /\/edit\/main\/website\/docs\//,
    );
    await expect(page.locator('.theme-last-updated')).toContainText('Last updated');
    expect(errors).toEqual([]);
  });
}

for (const {path, items} of [
  {
    path: '/docs/category/getting-started/',
    items: ['Installation', 'Configuration', 'Playground', 'TypeScript'],
  },
  {path: '/docs/category/guides/', items: ['Creating pages', 'Docs', 'Blog', 'Markdown Features']},
]) {
  test(`the category index ${path} lists its items`, async ({page}) => {
    await visit(page, path);
    const cards = page.locator('article .card h2');
    for (const item of items) {
      await expect(cards.filter({hasText: item}).first()).toBeVisible();
    }
  });
}
