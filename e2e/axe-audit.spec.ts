import {test, expect} from '@playwright/test';
import {axeSetupDownloads, blockingAxeViolations, injectAxe} from './axe';
import {visit} from './helpers';

/** The audit the whole-site gate and the dark-mode audit share (`axe.ts`). */

test('the axe audit reports serious and critical problems, best practices included, in the page and in its own frames, and no moderate ones', async ({
  page,
}) => {
  await visit(page, '/community/support/');
  expect(await blockingAxeViolations(page)).toEqual([]);

  await page.evaluate(() => {
    const article = document.querySelector('article')!;
    // Critical: an image with no text alternative.
    article.insertAdjacentHTML('beforeend', '<img src="/img/docusaurus.svg">');
    // Serious, from axe's best practices rather than WCAG: a dialog with no name.
    article.insertAdjacentHTML('beforeend', '<div role="dialog">Unnamed</div>');
    // Moderate only: a second h1 is not blocking.
    article.insertAdjacentHTML('beforeend', '<h1>A second title</h1>');
  });
  const inPage = await blockingAxeViolations(page);
  expect(inPage).toHaveLength(2);
  expect(inPage).toContainEqual(
    expect.stringMatching(/^image-alt \(critical\) .*: 1 element\(s\), first at article > img/),
  );
  expect(inPage).toContainEqual(
    expect.stringMatching(/^aria-dialog-name \(serious\) .*: 1 element\(s\)/),
  );

  // Serious: text that barely stands out from its background, inside a frame of the page's origin.
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'A frame of the site';
    frame.srcdoc = '<main><p style="color:#ccc;background:#fff">Faint text</p></main>';
    document.querySelector('article')!.append(frame);
    return new Promise((resolve) => frame.addEventListener('load', resolve));
  });
  const withFrame = await blockingAxeViolations(page);
  expect(withFrame).toHaveLength(3);
  expect(withFrame).toContainEqual(
    expect.stringMatching(/^color-contrast \(serious\) .*: 1 element\(s\), first at .*iframe.* p$/),
  );
});

test('a browser downloads axe once and audits the next pages with the copy it keeps', async ({
  page,
}) => {
  const before = axeSetupDownloads();
  for (const path of ['/docs/installation/', '/blog/', '/community/support/']) {
    await visit(page, path);
    await injectAxe(page);
    expect(await page.evaluate(() => typeof (window as {axe?: unknown}).axe), path).toBe('object');
  }
  // A new test has a browser context of its own, with an empty cache: one download, for the first page.
  expect(axeSetupDownloads() - before).toBe(1);
});
