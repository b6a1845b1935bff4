import {readFileSync} from 'node:fs';
import {test, expect, type Page} from '@playwright/test';
import {
  countObserversWatching,
  findStorageKey,
  observersWatching,
  trackPageErrors,
  visit,
  waitForHydration,
} from './helpers';
import {
  layoutReadsInRender,
  recordLayoutReadsInRender,
  recordUnsplitUpdates,
  unsplitUpdates,
} from './reactUpdates';

/**
 * Hydration keeps the DOM the server rendered: code blocks arrive highlighted
 * and coloured for both modes, tab groups and sidebar categories are not
 * rebuilt, and what only the browser knows is applied as a small update.
 */

/** What the page's parts that must survive hydration are. */
const KEPT = '.theme-code-block, .token-line, .tabs-container, .theme-doc-sidebar-item-category';

/**
 * Records, from the first byte of the page, every element of those kinds that
 * leaves the DOM. A remount removes the old element and inserts a new one.
 */
async function recordRemovals(page: Page): Promise<void> {
  await page.addInitScript((selector) => {
    const removed: string[] = [];
    (window as unknown as {removedByHydration: string[]}).removedByHydration = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        record.removedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          const gone = [node, ...node.querySelectorAll(selector)].filter((el) =>
            el.matches(selector),
          );
          removed.push(...gone.map((el) => el.className));
        });
      }
    }).observe(document, {childList: true, subtree: true});
  }, KEPT);
}

const removals = (page: Page) =>
  page.evaluate(() => (window as unknown as {removedByHydration: string[]}).removedByHydration);

for (const path of [
  '/docs/markdown-features/code-blocks/',
  '/docs/installation/',
  '/tests/pages/tabs-tests/',
]) {
  test(`hydrating ${path} removes none of its code blocks, tab groups or sidebar categories`, async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await recordRemovals(page);
    await visit(page, path);
    await expect(page.locator(KEPT).first()).toBeAttached();
    // Let every update that follows hydration (transitions, effects) run.
    await page.waitForLoadState('networkidle');
    expect(await removals(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('switching to dark mode recolours code with the stylesheet alone, on the same elements', async ({
  page,
}) => {
  await visit(page, '/docs/markdown-features/code-blocks/');
  const keyword = page.locator('.theme-code-block .token.keyword').first();
  const before = await keyword.evaluate((element) => {
    (element as HTMLElement & {marked?: boolean}).marked = true;
    return {color: getComputedStyle(element).color, inline: element.getAttribute('style')};
  });
  // No inline colours: the server cannot know the mode, so the stylesheet carries both.
  expect(before).toEqual({color: 'rgb(0, 0, 159)', inline: null});
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const after = await keyword.evaluate((element) => ({
    same: (element as HTMLElement & {marked?: boolean}).marked === true,
    color: getComputedStyle(element).color,
    fontStyle: getComputedStyle(element).fontStyle,
    block: getComputedStyle(element.closest('pre') as Element).backgroundColor,
    inline: element.getAttribute('style'),
  }));
  expect(after).toEqual({
    same: true,
    color: 'rgb(189, 147, 249)',
    fontStyle: 'italic',
    block: 'rgb(40, 42, 54)',
    inline: null,
  });
});

/** Scripts the page ran, by file: whether any of them is Prism. */
async function prismScripts(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  await visit(page, path);
  await page.waitForLoadState('networkidle');
  // Prism's tokenizer runs its `before-tokenize` hooks; no other code names them.
  return scripts.filter((file) => readFileSync(`build${file}`, 'utf8').includes('before-tokenize'));
}

for (const path of ['/', '/docs/installation/', '/docs/markdown-features/code-blocks/']) {
  test(`${path} shows highlighted code without downloading Prism`, async ({page}) => {
    expect(await prismScripts(page, path)).toEqual([]);
    await expect(page.locator('.theme-code-block .token').first()).toBeAttached();
  });
}

// A page's first localeCompare builds ICU's collator, and its first Intl date
// format loads the locale's data: 10–20 ms each on the main thread. The
// framework spent them during hydration to sort a few base paths and to write
// dates the server had written (patches/@docusaurus+plugin-content-docs+3.5.2.patch,
// patches/@docusaurus+theme-common+3.5.2.patch, src/utils/utcDate.ts).
for (const path of [
  '/',
  '/docs/installation/',
  '/blog/',
  '/blog/releases/3.5/',
  '/changelog/',
  '/feature-requests/',
  '/showcase/',
]) {
  test(`booting ${path} on a phone starts no ICU collator or date format`, async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as {icuCalls: string[]}).icuCalls = calls;
      const track = <T extends object>(owner: T, name: keyof T & string) => {
        const original = owner[name] as (...args: unknown[]) => unknown;
        owner[name] = new Proxy(original, {
          apply(target, self, args) {
            calls.push(name);
            return Reflect.apply(target, self, args);
          },
          construct(target, args, newTarget) {
            calls.push(`new ${name}`);
            return Reflect.construct(target, args, newTarget) as object;
          },
        }) as T[keyof T & string];
      };
      track(String.prototype, 'localeCompare');
      track(Date.prototype, 'toLocaleDateString');
      track(Date.prototype, 'toLocaleString');
      track(Intl, 'DateTimeFormat');
      track(Intl, 'Collator');
    });
    await visit(page, path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as {icuCalls: string[]}).icuCalls)).toEqual(
      [],
    );
  });
}

/** Opens `path` at `width` with a recorder from reactUpdates.ts installed, and waits for the network to settle. */
async function bootWithRecorder(
  page: Page,
  path: string,
  width: number,
  record: (page: Page) => Promise<void>,
): Promise<void> {
  await page.setViewportSize({width, height: 823});
  await record(page);
  await visit(page, path);
  await page.waitForLoadState('networkidle');
}

// What only the browser knows (the window's width, a stored docs version, the
// phone menu's content, whether a code block scrolls) used to be applied in
// default and sync updates right after hydration, each re-rendering hundreds
// of components in one task; every code block also rendered again in the
// hydration's own task (patches/@docusaurus+theme-common+3.5.2.patch,
// patches/@docusaurus+plugin-content-docs+3.5.2.patch, our CodeBlock).
for (const {path, width} of [
  {path: '/', width: 412},
  {path: '/docs/installation/', width: 412},
  {path: '/docs/installation/', width: 1280},
  {path: '/docs/markdown-features/code-blocks/', width: 412},
  {path: '/tests/pages/tabs-tests/', width: 412},
  {path: '/blog/releases/3.5/', width: 412},
  {path: '/showcase/', width: 412},
]) {
  test(`after hydrating ${path} ${width} px wide, every state change renders in a transition`, async ({
    page,
  }) => {
    await bootWithRecorder(page, path, width, recordUnsplitUpdates);
    expect(await unsplitUpdates(page)).toEqual([]);
  });
}

// The theme's scroll hook read the scroll position in every render of the
// navbar, the back-to-top button and the docs sidebar (an argument to
// useRef), which forced a layout of the page in the middle of hydration
// (patches/@docusaurus+theme-common+3.5.2.patch).
for (const {path, width} of [
  {path: '/', width: 412},
  {path: '/', width: 1280},
  {path: '/docs/installation/', width: 412},
  {path: '/docs/installation/', width: 1280},
  {path: '/docs/markdown-features/code-blocks/', width: 412},
  {path: '/blog/releases/3.5/', width: 412},
]) {
  test(`booting ${path} ${width} px wide, no component reads the layout while it renders`, async ({
    page,
  }) => {
    await bootWithRecorder(page, path, width, recordLayoutReadsInRender);
    expect(await layoutReadsInRender(page)).toEqual([]);
  });
}

test('code that changes in the browser is highlighted there: the colour generator loads Prism then', async ({
  page,
}) => {
  expect(await prismScripts(page, '/docs/styling-layout/')).toEqual([]);
  const generated = page.getByRole('region', {name: /Colour generator/}).locator('pre');
  await page.getByLabel('Primary colour', {exact: true}).fill('#ff0000');
  await expect(generated).toContainText('--ifm-color-primary: #ff0000;');
  await expect(generated.locator('.token.variable').first()).toHaveText('--ifm-color-primary');
});

test.describe('tabs', () => {
  const TABS = '/tests/pages/tabs-tests/';
  const group = (page: Page, index: number) => page.locator('.tabs-container').nth(index);
  const selected = (page: Page, index: number) =>
    group(page, index).locator('[role="tab"][aria-selected="true"]');

  test('choosing a tab in a synced group switches the others, and the choice survives a reload', async ({
    page,
  }) => {
    await visit(page, TABS);
    await group(page, 1).getByRole('tab', {name: 'macOS'}).click();
    await expect(selected(page, 2)).toHaveText('macOS');
    await expect(group(page, 2).getByRole('tabpanel')).toHaveText(
      'Configuration lives in ~/Library/Application Support.',
    );
    expect(await findStorageKey(page, 'docusaurus.tab.test-os')).not.toBeNull();

    await page.reload();
    await waitForHydration(page);
    await expect(selected(page, 1)).toHaveText('macOS');
    await expect(selected(page, 3)).toHaveText('macOS');
    await expect(group(page, 1).locator('[role="tabpanel"]:not([hidden])')).toHaveText(
      'Install with Homebrew.',
    );
  });

  test('a tab named in the address is selected on load, and choosing another rewrites it', async ({
    page,
  }) => {
    await visit(page, `${TABS}?test-pkg=yarn`);
    const pkg = page.locator('.tabs-container', {
      has: page.getByText('Selected by ?test-pkg=npm.'),
    });
    await expect(pkg.locator('[role="tab"][aria-selected="true"]')).toHaveText('Yarn');
    await pkg.getByRole('tab', {name: 'pnpm'}).click();
    await expect(page).toHaveURL(/\?test-pkg=pnpm/);
  });

  test('a value in the address that no tab has leaves the default tab selected', async ({page}) => {
    await visit(page, `${TABS}?test-fruit=mango`);
    const fruit = page.locator('.tabs-container', {
      has: page.getByText('Selected by ?test-fruit=pear.'),
    });
    await expect(fruit.locator('[role="tab"][aria-selected="true"]')).toHaveText('Apple');
  });

  test('arrow keys move between tabs and Enter selects', async ({page}) => {
    await visit(page, TABS);
    await group(page, 0).getByRole('tab', {name: 'Apple'}).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(group(page, 0).getByRole('tab', {name: 'Banana'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(selected(page, 0)).toHaveText('Banana');
    await expect(group(page, 0).locator('[role="tabpanel"]:not([hidden])')).toHaveText(
      'A banana is a berry.',
    );
  });
});

test('hydration leaves the head as the server wrote it: no tag rewritten, no title flicker', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as {headChanges: string[]}).headChanges = changes;
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        record.removedNodes.forEach((node) => {
          if (node instanceof Element && node.hasAttribute('data-rh'))
            changes.push(`removed ${node.outerHTML}`);
        });
        if (record.target.nodeName === 'TITLE' || record.target.parentNode?.nodeName === 'TITLE') {
          changes.push(`title became "${document.title}"`);
        }
      }
    });
    // From the end of parsing: the parser's own insertions are not changes.
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document, {childList: true, subtree: true, characterData: true}),
    );
  });
  await visit(page, '/docs/markdown-features/code-blocks/');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle('Code blocks | Docusaurus');
  expect(
    await page.evaluate(() => (window as unknown as {headChanges: string[]}).headChanges),
  ).toEqual([]);
});

test('a client-side navigation still updates the title and the head tags', async ({page}) => {
  await visit(page, '/docs/markdown-features/code-blocks/');
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/docs\/markdown-features\/admonitions\/$/);
  await expect(page).toHaveTitle('Admonitions | Docusaurus');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://docusaurus.io/docs/markdown-features/admonitions/',
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Admonitions | Docusaurus',
  );
});

/** For each code block of the page: whether its code is wider than the block. */
function codeBlocksThatScroll(page: Page) {
  return page.locator('.theme-code-block').evaluateAll((elements) =>
    elements.map((block) => {
      const pre = block.querySelector('pre')!;
      return pre.scrollWidth > pre.clientWidth;
    }),
  );
}

test('booting a page of code on a phone adds no word-wrap button to the blocks far below the screen', async ({
  page,
}) => {
  await page.setViewportSize({width: 412, height: 823});
  await countObserversWatching(page);
  await visit(page, '/docs/markdown-features/code-blocks/');
  await page.waitForLoadState('networkidle');
  const blocks = page.locator('.theme-code-block');
  const scrolls = await codeBlocksThatScroll(page);
  // Blocks more than two screens down: a screen beyond what the first
  // measurement covers, so scrolling sideways cannot be what showed them.
  const far = await blocks.evaluateAll((elements) =>
    elements.map((block) => block.getBoundingClientRect().top > 2 * window.innerHeight),
  );
  const wideAndFar = scrolls.flatMap((wide, index) => (wide && far[index] ? [index] : []));
  expect(wideAndFar.length).toBeGreaterThan(3);
  for (const index of wideAndFar) {
    await expect(blocks.nth(index).getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(0);
  }
  // Scrolled to, the last of them measures itself and offers word wrap.
  const last = blocks.nth(wideAndFar.at(-1) ?? 0);
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole('button', {name: 'Toggle word wrap'})).toBeAttached();
  // One observer watches every block.
  expect(await observersWatching(page, 'PRE')).toBe(1);
});

test('a code block wider than a phone offers word wrap by the time it is on screen, and one that fits does not', async ({
  page,
}) => {
  await page.setViewportSize({width: 412, height: 823});
  await visit(page, '/docs/markdown-features/code-blocks/');
  await page.waitForLoadState('networkidle');
  const blocks = page.locator('.theme-code-block');
  const scrolls = await codeBlocksThatScroll(page);
  const wide = scrolls.indexOf(true);
  const narrow = scrolls.indexOf(false);
  expect(wide).toBeGreaterThanOrEqual(0);
  expect(narrow).toBeGreaterThanOrEqual(0);
  await blocks.nth(narrow).scrollIntoViewIfNeeded();
  await blocks.nth(wide).scrollIntoViewIfNeeded();
  const wrap = blocks.nth(wide).getByRole('button', {name: 'Toggle word wrap'});
  await expect(wrap).toBeAttached();
  await expect(blocks.nth(narrow).getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(0);
  await wrap.evaluate((button: HTMLElement) => button.click());
  await expect(blocks.nth(wide).locator('code')).toHaveCSS('white-space', 'pre-wrap');
  expect(
    await blocks
      .nth(wide)
      .locator('pre')
      .evaluate((pre) => pre.scrollWidth > pre.clientWidth),
  ).toBe(false);
});
