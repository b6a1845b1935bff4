import {test, expect} from '@playwright/test';
import {guideDocs} from './docPageChecks';
import {visit} from './helpers';

// Each guide is loaded by the whole-site gate, which checks there that it is complete and clean,
// with its edit link and last-updated line (`docPageChecks.ts`). Generated category indexes have
// no doc of their own; they are checked below.
test('the docs sidebar has every guide page', () => {
  expect(guideDocs().length).toBeGreaterThanOrEqual(53);
});

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
