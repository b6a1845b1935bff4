import {existsSync} from 'node:fs';
import {execFileSync} from 'node:child_process';
import {test as base, expect, type Locator, type Page} from '@playwright/test';
import {buildShards} from '../src/plugins/search/shards';
import {testRecords} from '../src/plugins/search/testRecords';
import {waitForHydration} from './helpers';

/**
 * What visitors see, compared pixel by pixel with committed baselines
 * (`e2e/__screenshots__/screenshots.spec.ts/`). Update them with
 * `npm run screenshots:update` after a change that is meant to look different,
 * and review the new pictures before committing them.
 *
 * - Pages: the top of each page (one and a half screens), on a desktop
 *   (1280 × 800) and a phone (390 × 844), in light and in dark mode.
 * - Details: pieces further down that matter on their own: every code block
 *   of the code-blocks guide (light and dark, at a strict colour tolerance, so
 *   a wrong token colour fails), every diagram of the diagrams guide, tabs,
 *   admonitions, the colour generator, the feature grid at three widths, team
 *   cards, the home page's user list.
 *
 * Tolerance (playwright.config.ts): a pixel counts as different only past a
 * small colour distance, and anti-aliased edge pixels are not counted; a page
 * may differ in at most a few dozen pixels, a code block in a handful. The
 * last tests below check the tolerance itself: a box moved by 2 px and a
 * token colour a shade off must both stop matching.
 *
 * Deterministic by construction: animations off, caret hidden, fonts and
 * every image loaded (lazy ones included) before a shot, the hydrated page
 * only, the last-update date (from Git history, which differs in a fresh
 * clone or after a commit) masked, the search page answered from a fixed
 * index instead of the site's, service workers off, time zone and locale
 * fixed. Baselines come from Debian's Chromium with the fonts that
 * `scripts/ensure-chromium.sh` installs; another browser build or font set
 * draws text differently and fails every shot.
 */

const DESKTOP = {width: 1280, height: 800};
const PHONE = {width: 390, height: 844};

/** Page shots cover this many screens from the top. */
const SCREENS = 1.5;

/** Code blocks: any colour change past this distance counts (the page default is looser). */
const CODE_TOLERANCE = {threshold: 0.05, maxDiffPixels: 8};

/** The diagrams the diagrams guide (`docs/guides/markdown-features/diagrams.mdx`) draws, one shot each. */
const DIAGRAMS = 9;

/** The pages of the walk-through. */
const PAGES: {name: string; path: string; searchFixture?: true}[] = [
  {name: 'home', path: '/'},
  {name: 'docs-installation', path: '/docs/installation/'},
  {name: 'docs-styling-layout', path: '/docs/styling-layout/'},
  {name: 'docs-3.4.0', path: '/docs/3.4.0/'},
  {name: 'blog', path: '/blog/'},
  {name: 'blog-release-3.5', path: '/blog/releases/3.5/'},
  {name: 'changelog', path: '/changelog/'},
  {name: 'showcase', path: '/showcase/'},
  {name: 'versions', path: '/versions/'},
  {name: 'feature-requests', path: '/feature-requests/'},
  {name: 'feature-request', path: '/feature-requests/p/blog-author-pages/'},
  {name: 'team', path: '/community/team/'},
  {name: 'search', path: '/search/?q=sidebar', searchFixture: true},
  {name: 'not-found', path: '/this-page-does-not-exist/'},
];

const SCHEMES = ['light', 'dark'] as const;
const DEVICES = [
  {device: 'desktop', viewport: DESKTOP},
  {device: 'phone', viewport: PHONE},
] as const;

/**
 * One browser tab per worker, shared by the shots: no test here clicks,
 * types or stores anything, and each opens its page afresh. A tab of its own
 * made every test start with an empty cache, so each loaded and compiled the
 * site's scripts, styles, fonts and images again: the suite took 2.9 min
 * with a tab per test and 1.1 min with a shared one, on 2 workers (a local
 * run of the page shots, a diagnosis). Each test still gets its own screen
 * size and colour scheme, empty storage and no request routes of an earlier
 * test. Service workers are off, the time zone and locale fixed.
 */
const test = base.extend<object, {shotTab: Page}>({
  shotTab: [
    async ({browser}, provide, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        serviceWorkers: 'block',
        timezoneId: 'UTC',
        locale: 'en-US',
        deviceScaleFactor: 1,
      });
      await provide(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
  page: async ({shotTab, viewport, colorScheme}, provide) => {
    if (viewport) {
      await shotTab.setViewportSize(viewport);
    }
    await shotTab.emulateMedia({colorScheme});
    await shotTab.context().clearCookies();
    // The tab is still on the last test's page, of the site's origin (or blank, for the first).
    await shotTab.evaluate(() => {
      if (location.protocol.startsWith('http')) {
        localStorage.clear();
        sessionStorage.clear();
      }
    });
    await provide(shotTab);
    await shotTab.unrouteAll({behavior: 'ignoreErrors'});
  },
});

// Many shots per test, and no trace of them is needed to read a failure.
test.use({trace: 'off'});

test.beforeAll(() => {
  // Emoji (the announcement bar, the Canary label) need the emoji font the baselines were made with.
  const families = execFileSync('fc-list', [':', 'family'], {encoding: 'utf8'});
  if (!families.split('\n').includes('Noto Color Emoji')) {
    throw new Error(
      'The screenshot baselines need the Noto Color Emoji font: run `bash scripts/ensure-chromium.sh` as root, or `sudo apt-get install -y fonts-noto-color-emoji`.',
    );
  }
});

/** The site's search answers from a small fixed index, so results never depend on the content. */
async function useSearchFixture(page: Page): Promise<void> {
  const {shards, manifest} = buildShards(testRecords, {maxGzipBytes: 150 * 1024});
  const files = new Map([
    ['manifest.json', JSON.stringify(manifest)],
    ...shards.map((shard) => [shard.fileName, shard.json] as const),
  ]);
  await page.route('**/search/*.json', (route) => {
    const body = files.get(new URL(route.request().url()).pathname.split('/').pop() ?? '');
    return body ? route.fulfill({body, contentType: 'application/json'}) : route.abort();
  });
}

/** Opens a page and waits until nothing about it can still change: hydration, fonts, images. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) {
      // A lazy image below the fold would otherwise appear in one run and not in the next.
      image.loading = 'eager';
    }
    await Promise.all(
      images.map((image) =>
        image.complete
          ? image.decode().catch(() => undefined)
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, {once: true});
              image.addEventListener('error', resolve, {once: true});
            }),
      ),
    );
    await document.fonts.ready;
  });
}

/** What changes from one checkout to the next: the date the last-update line reads from Git. */
const masks = (page: Page): Locator[] => [page.locator('.theme-last-updated')];

type ShotOptions = {threshold?: number; maxDiffPixels?: number};

/**
 * A shot of part of the page, taken from the full page so no scrolling moves
 * the navbar over it. `differs` asks for the opposite: the shot must NOT
 * match its baseline (a matcher with `.not` never writes a baseline).
 */
async function expectRegion(
  page: Page,
  locator: Locator,
  name: string,
  options: ShotOptions = {},
  differs = false,
): Promise<void> {
  const clip = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      x: Math.floor(box.left + window.scrollX),
      y: Math.floor(box.top + window.scrollY),
      width: Math.ceil(box.width),
      height: Math.ceil(box.height),
    };
  });
  const shot = {fullPage: true, clip, mask: masks(page), ...options};
  await (differs
    ? expect(page).not.toHaveScreenshot(name, shot)
    : expect(page).toHaveScreenshot(name, shot));
}

/** The top of the page: one and a half screens, or the whole page when it is shorter. */
async function expectTop(page: Page, name: string, differs = false): Promise<void> {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const shot = {
    fullPage: true,
    clip: {
      x: 0,
      y: 0,
      width: viewport.width,
      height: Math.min(height, Math.round(viewport.height * SCREENS)),
    },
    mask: masks(page),
  };
  await (differs
    ? expect(page).not.toHaveScreenshot(name, shot)
    : expect(page).toHaveScreenshot(name, shot));
}

for (const {device, viewport} of DEVICES) {
  for (const scheme of SCHEMES) {
    test.describe(`${device}, ${scheme} mode`, () => {
      test.use({viewport, colorScheme: scheme});

      for (const {name, path, searchFixture} of PAGES) {
        test(`${path} looks as it did`, async ({page}) => {
          if (searchFixture) {
            await useSearchFixture(page);
          }
          await open(page, path);
          if (searchFixture) {
            await expect(page.locator('main article').first()).toBeVisible();
          }
          await expectTop(page, `${name}-${device}-${scheme}.png`);
        });
      }

      test('the colour generator looks as it did', async ({page}) => {
        await open(page, '/docs/styling-layout/');
        const generator = page.getByRole('region', {name: /Colour generator/});
        await expect(generator).toContainText(`editing the ${scheme} theme`);
        await expectRegion(page, generator, `generator-${device}-${scheme}.png`);
      });
    });
  }
}

for (const scheme of SCHEMES) {
  test.describe(`details, desktop, ${scheme} mode`, () => {
    test.use({viewport: DESKTOP, colorScheme: scheme});

    test('every code block of the code-blocks guide keeps its colours, titles, highlighted lines and line numbers', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await open(page, '/docs/markdown-features/code-blocks/');
      const blocks = page.locator('article .theme-code-block');
      const count = await blocks.count();
      expect(count).toBeGreaterThanOrEqual(20);
      for (let index = 0; index < count; index += 1) {
        await expectRegion(
          page,
          blocks.nth(index),
          `code-block-${String(index + 1).padStart(2, '0')}-${scheme}.png`,
          CODE_TOLERANCE,
        );
      }
    });

    test('every diagram of the diagrams guide is drawn as it was', async ({page}) => {
      test.setTimeout(90_000);
      await open(page, '/docs/markdown-features/diagrams/');
      // Mermaid draws each one in the browser, after the page hydrates; none is in the server's HTML.
      const diagrams = page.locator('article .docusaurus-mermaid-container');
      await expect(diagrams).toHaveCount(DIAGRAMS);
      for (let index = 0; index < DIAGRAMS; index += 1) {
        await expect(diagrams.nth(index).locator('svg').first()).toBeVisible();
      }
      await page.evaluate(() => document.fonts.ready);
      for (let index = 0; index < DIAGRAMS; index += 1) {
        await expectRegion(page, diagrams.nth(index), `diagram-${index + 1}-${scheme}.png`);
      }
    });

    test('tabs and admonitions look as they did', async ({page}) => {
      test.setTimeout(90_000);
      await open(page, '/docs/installation/');
      await expectRegion(
        page,
        page.locator('article .tabs-container').first(),
        `tabs-${scheme}.png`,
      );
      await open(page, '/docs/markdown-features/admonitions/');
      const admonitions = page.locator('article .theme-admonition');
      for (let index = 0; index < 5; index += 1) {
        await expectRegion(page, admonitions.nth(index), `admonition-${index + 1}-${scheme}.png`);
      }
    });

    test('the home page’s feature grid and user list look as they did', async ({page}) => {
      await open(page, '/');
      await expectRegion(
        page,
        page.getByRole('region', {name: 'Everything a documentation site needs'}),
        `home-features-${scheme}.png`,
      );
      await expectRegion(
        page,
        page.getByRole('region', {name: 'Trusted by teams large and small'}),
        `home-users-${scheme}.png`,
      );
    });

    test('team cards look as they did', async ({page}) => {
      await open(page, '/community/team/');
      const activeTeam = page.locator('article h2#active-team + p + div');
      await expectRegion(page, activeTeam, `team-cards-${scheme}.png`);
    });
  });
}

test.describe('the home page’s feature grid on a tablet', () => {
  test.use({viewport: {width: 800, height: 1000}});

  test('it looks as it did', async ({page}) => {
    await open(page, '/');
    await expectRegion(
      page,
      page.getByRole('region', {name: 'Everything a documentation site needs'}),
      'home-features-tablet-light.png',
    );
  });
});

/**
 * The tolerance, checked: each of these changes the page a little, and the
 * shot must then differ from its baseline above. A matcher with `.not` never
 * writes a baseline, so updating the baselines cannot save these pictures.
 */
test.describe('the tolerance catches small visible changes', () => {
  test.use({viewport: DESKTOP, colorScheme: 'light'});

  const needsBaseline = (name: string) =>
    test.skip(
      !existsSync(test.info().snapshotPath(name, {kind: 'screenshot'})),
      `no baseline ${name} yet`,
    );

  test('a box moved by 2 px no longer matches', async ({page}) => {
    needsBaseline('versions-desktop-light.png');
    await open(page, '/versions/');
    await page.addStyleTag({content: 'main table { position: relative; top: 2px; }'});
    await expectTop(page, 'versions-desktop-light.png', true);
  });

  test('a token colour one shade off no longer matches', async ({page}) => {
    needsBaseline('code-block-03-light.png');
    await open(page, '/docs/markdown-features/code-blocks/');
    const block = page.locator('article .theme-code-block').nth(2);
    const keyword = block.locator('.token.keyword').first();
    // Every keyword a few steps lighter on each channel: a colour close to the right one.
    const shade = await keyword.evaluate((token) => {
      const [r, g, b] = getComputedStyle(token)
        .color.match(/\d+/g)!
        .map(Number)
        .map((channel) => Math.min(255, channel + 24));
      return `rgb(${r}, ${g}, ${b})`;
    });
    await page.addStyleTag({
      content: `article .theme-code-block .token.keyword { color: ${shade} !important; }`,
    });
    await expectRegion(page, block, 'code-block-03-light.png', CODE_TOLERANCE, true);
  });
});
