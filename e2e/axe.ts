import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import type {AxeResults, RunOptions, default as Axe} from 'axe-core';

/** axe rules left out of the audit, on every page. */
type IgnoredAxeRule = {rule: string; reason: string};

export const IGNORED_AXE_RULES: IgnoredAxeRule[] = [];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * axe-core's minified build, read once per worker and evaluated once in each
 * page audited, then told to audit frames of the page's own origin. It is less than half the size of the readable build that
 * `axe.source` holds, so the page compiles less before the audit starts.
 */
const AXE_SETUP = `${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')};
axe.configure({allowedOrigins: ['<same_origin>']});`;

/**
 * Every rule axe enables by default (its WCAG A and AA rules and its best
 * practices), but for the ignored ones. Passes and incomplete results are not
 * reported, and skipping them saves time.
 */
const RUN_OPTIONS: RunOptions = {
  resultTypes: ['violations'],
  rules: Object.fromEntries(IGNORED_AXE_RULES.map(({rule}) => [rule, {enabled: false}])),
};

/**
 * Loads axe into the page and its frames, then runs it in the page itself.
 * Frames of the page's own origin are audited too, through the copy of axe
 * in each; frames of other origins are third-party content (video embeds)
 * that the site does not control, and a frame axe cannot enter is skipped.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  await page.mainFrame().evaluate(AXE_SETUP);
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame()) {
      await frame.evaluate(AXE_SETUP).catch(() => undefined);
    }
  }
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
