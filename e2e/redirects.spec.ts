import {test, expect} from '@playwright/test';
import {waitForHydration} from './helpers';

const SITE_URL = 'https://docusaurus.io';

const REDIRECTS: {from: string; to: string}[] = [
  {from: '/docs/introduction/', to: '/docs/'},
  {from: '/docs/support/', to: '/community/support/'},
  {from: '/docs/next/support/', to: '/community/support/'},
  {from: '/home/', to: '/'},
  {from: '/home/qs/', to: '/?a=1'},
  {from: '/home/anchor/', to: '/#anchor'},
];

for (const {from, to} of REDIRECTS) {
  test(`${from} redirects to ${to}`, async ({page, baseURL}) => {
    await page.goto(from);
    await expect(page).toHaveURL(`${baseURL}${to}`);
    await waitForHydration(page);
  });
}

test('absolute redirects keep their query string and anchor', async ({page}) => {
  // The live site is out of reach here: answer for it, and check where the browser went.
  await page.route(`${SITE_URL}/**`, (route) =>
    route.fulfill({status: 200, contentType: 'text/html', body: '<h1>live site</h1>'}),
  );
  for (const [from, to] of [
    ['/home/absolute/', `${SITE_URL}/`],
    ['/home/absolute/qs/', `${SITE_URL}/?a=1`],
    ['/home/absolute/anchor/', `${SITE_URL}/#anchor`],
  ] as const) {
    await page.goto(from);
    await expect(page).toHaveURL(to);
  }
});

test('a redirect keeps the query string and hash it was reached with', async ({page, baseURL}) => {
  await page.goto('/docs/support/?ref=old#asking-questions');
  await expect(page).toHaveURL(`${baseURL}/community/support/?ref=old#asking-questions`);
});
