import {readFileSync} from 'node:fs';
import {test, expect, type Page} from '@playwright/test';
import type {AxeResults} from 'axe-core';
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

/** Everything the colour rules found, passes and undecided ones included, with each node's colours and ratio. */
async function colourFindings(page: Page): Promise<string> {
  const results: AxeResults = await page.evaluate(() =>
    (
      window as unknown as {axe: {run(context: Document, options: object): Promise<AxeResults>}}
    ).axe.run(document, {
      runOnly: {
        type: 'rule',
        values: ['color-contrast', 'color-contrast-enhanced', 'link-in-text-block'],
      },
    }),
  );
  return JSON.stringify(
    (['violations', 'passes', 'incomplete'] as const).map((kind) =>
      results[kind].map((rule) => [
        rule.id,
        rule.nodes.map((node) => [
          node.target,
          [...node.any, ...node.all].map((check) => check.data),
        ]),
      ]),
    ),
  );
}

/** Text in colours of every notation, over see-through layers, and one pair that fails. */
const COLOURFUL = `
  <div style="background: rgba(0, 0, 80, 0.5)"><p style="color: hsl(60 100% 90%)">See-through blue</p></div>
  <div style="background: oklch(0.9 0.05 120)"><p style="color: #333c">Green, in oklch</p></div>
  <p style="color: #aaa; background: white">Faint grey</p>
  <p>Text with <a href="#" style="color: inherit; text-decoration: none">a link that looks like it</a>.</p>`;

test('parsing each colour once and keeping its channels in plain fields leave the contrast findings exactly as axe alone gives them', async ({
  page,
}) => {
  const findings: string[] = [];
  for (const setup of ['axe alone', 'the audit']) {
    await visit(page, '/community/support/');
    await page.evaluate((html) => {
      document.querySelector('article')!.insertAdjacentHTML('beforeend', html);
    }, COLOURFUL);
    if (setup === 'axe alone') {
      await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
    } else {
      await injectAxe(page);
      const patched = await page.evaluate(() => {
        const {prototype} = (
          window as unknown as {axe: {commons: {color: {Color: {prototype: object}}}}}
        ).axe.commons.color.Color;
        return [
          (prototype as {parseString: {name: string}}).parseString.name,
          ...['r', 'g', 'b', 'red', 'green', 'blue'].map(
            (channel) => Object.getOwnPropertyDescriptor(prototype, channel)?.get?.name,
          ),
        ];
      });
      expect(
        patched,
        'the audit parses each colour once, and keeps channels in plain fields',
      ).toEqual(['parseOnce', ...Array(6).fill('plainChannel')]);
    }
    findings.push(await colourFindings(page));
  }
  expect(findings[1]).toBe(findings[0]);
  // The rules had something to find: the faint grey fails, and much passes.
  const [violations, passes] = JSON.parse(findings[0]!) as [
    [string, unknown[]][],
    [string, unknown[]][],
  ];
  expect(violations.find(([rule]) => rule === 'color-contrast')?.[1].length).toBeGreaterThan(0);
  expect(passes.find(([rule]) => rule === 'color-contrast')?.[1].length).toBeGreaterThan(20);
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
