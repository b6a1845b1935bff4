import {test, expect} from '@playwright/test';
import {visit} from './helpers';

test('the Markdown page example renders its partial, component, admonitions and TOC', async ({
  page,
}) => {
  await visit(page, '/examples/markdownPageExample/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Markdown page example');
  await expect(page.getByRole('heading', {name: 'What a partial is'})).toBeVisible();
  await expect(page.locator('.badge--primary')).toHaveText('Docusaurus 3.5.2');
  await expect(page.locator('.theme-admonition-tip')).toContainText('Pages or docs?');
  await expect(page.locator('.table-of-contents')).toContainText('An imported partial');
});

test('the noIndex example has the robots meta and is left out of the sitemap', async ({
  page,
  request,
}) => {
  await visit(page, '/examples/noIndex/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/examples/noIndex/');
  expect(sitemap).toContain('/examples/markdownPageExample/');
});
