import {readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Page} from '@playwright/test';
import type {AxeResults, RunOptions, default as Axe} from 'axe-core';

/** axe rules left out of the audit, on every page. */
type IgnoredAxeRule = {rule: string; reason: string};

export const IGNORED_AXE_RULES: IgnoredAxeRule[] = [];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * axe-core's minified build, read once per worker and loaded once in each
 * page audited, then told to audit frames of the page's own origin. It is
 * less than half the size of the readable build that `axe.source` holds, so
 * the page compiles less before the audit starts. `noHtml` stops axe copying
 * each checked element's outer HTML into its results, for every node of
 * every rule, passes included: the audit reports a violation by its
 * selector and never reads that HTML.
 */
const AXE_SETUP = `${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')};
axe.configure({allowedOrigins: ['<same_origin>'], noHtml: true});`;

/**
 * Every rule axe enables by default (its WCAG A and AA rules and its best
 * practices), but for the ignored ones. Passes and incomplete results are not
 * reported, and skipping them saves time.
 */
const RUN_OPTIONS: RunOptions = {
  resultTypes: ['violations'],
  rules: Object.fromEntries(IGNORED_AXE_RULES.map(({rule}) => [rule, {enabled: false}])),
};

let axeSetupUrl: Promise<string> | undefined;
let axeSetupServed = 0;

/** How many times this worker's server has sent `AXE_SETUP` to a browser. */
export const axeSetupDownloads = () => axeSetupServed;

/**
 * Where this worker serves `AXE_SETUP`: a server of its own on a free port,
 * which tells the browser to keep the file. A page loads it as a script, from
 * the browser's cache after the first page. Handed to `evaluate` instead, the
 * 580 KB of source crossed the DevTools protocol with every page audited:
 * about 190 ms of each audit's 970 ms (one worker, on eight pages, a
 * diagnosis), as long as a string literal of that size takes, where the
 * script itself runs in about 10 ms. The whole-site gate audits every page.
 */
function axeSetupScript(): Promise<string> {
  axeSetupUrl ??= new Promise((resolve, reject) => {
    const server = createServer((_request, response) => {
      axeSetupServed++;
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      response.end(AXE_SETUP);
    });
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      // The worker exits when its tests are done, whatever this server is doing.
      server.unref();
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/axe-setup.js`);
    });
  });
  return axeSetupUrl;
}

/** Loads axe, as the audit sets it up, into the page and the frames it can enter. */
export async function injectAxe(page: Page): Promise<void> {
  const url = await axeSetupScript();
  await page.mainFrame().addScriptTag({url});
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame()) {
      await frame.addScriptTag({url}).catch(() => undefined);
    }
  }
}

/**
 * Loads axe into the page and its frames, then runs it in the page itself.
 * Frames of the page's own origin are audited too, through the copy of axe
 * in each; frames of other origins are third-party content (video embeds)
 * that the site does not control, and a frame axe cannot enter is skipped.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  await injectAxe(page);
  return page.evaluate(
    (options) => (window as unknown as {axe: typeof Axe}).axe.run(document, options),
    RUN_OPTIONS,
  );
}

/** The page's serious and critical axe violations, one line each. */
export async function blockingAxeViolations(page: Page): Promise<string[]> {
  const results = await runAxe(page);
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const first = violation.nodes[0];
      const where = first ? ` first at ${first.target.join(' ')}` : '';
      return `${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes.length} element(s),${where}`;
    });
}
