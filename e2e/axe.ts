import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** axe rules left out of the audit, on every page. */
type IgnoredAxeRule = {rule: string; reason: string};

export const IGNORED_AXE_RULES: IgnoredAxeRule[] = [];

/** WCAG 2.0 and 2.1, levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** The page's serious and critical axe violations, one line each. */
export async function blockingAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page})
    .withTags(AXE_TAGS)
    .disableRules(IGNORED_AXE_RULES.map(({rule}) => rule))
    // Passes and incomplete results are not reported, and skipping them saves time.
    .options({resultTypes: ['violations']})
    // axe.run in the page itself. The default runs axe in every frame and then
    // merges the results in a fresh blank page, which takes 3 to 4 times longer;
    // the only thing it adds is auditing cross-origin iframes, third-party
    // content (video embeds) that the site does not control.
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const first = violation.nodes[0];
      const where = first ? ` first at ${first.target.join(' ')}` : '';
      return `${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes.length} element(s),${where}`;
    });
}
