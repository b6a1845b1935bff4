import {test, expect} from '@playwright/test';
import {visit} from './helpers';
import versions from '../versions.json';
import {ANNOUNCED_VERSION} from '../config/site';

test('the versions page lists every version, with working internal links', async ({
  page,
  request,
}) => {
  await visit(page, '/versions/');
  const rows = page.locator('tbody th[scope="row"]');
  await expect(rows).toHaveText([
    'Canary',
    ...versions,
    '2.3.1',
    '2.2.0',
    '2.1.0',
    '2.0.1',
    '1.x.x',
  ]);

  const latest = page.getByRole('row', {name: ANNOUNCED_VERSION});
  await expect(latest.getByRole('link', {name: 'Release notes'})).toHaveAttribute(
    'href',
    `/changelog/${ANNOUNCED_VERSION}/`,
  );
  const archived = page.getByRole('row', {name: /1\.x\.x/});
  await expect(archived.getByRole('link', {name: 'Documentation'})).toHaveAttribute(
    'href',
    'https://v1.docusaurus.io/',
  );

  const internal = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  expect(internal.length).toBeGreaterThanOrEqual(5);
  for (const href of internal) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
});

test('the versions page says which versions are archived', async ({page}) => {
  await visit(page, '/versions/');
  await expect(
    page.getByText('Version 2.3.1 and older are archived on their own sites'),
  ).toBeVisible();
});
