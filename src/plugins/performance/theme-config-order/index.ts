import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The theme config's keys in one order in every build, so an unchanged site
 * builds the same bundles.
 *
 * Docusaurus 3.5.2 starts every plugin at once (`Promise.all` in core's
 * `lib/server/plugins/init.js`). Each one reads its package.json, then merges
 * the theme config its theme validated into `siteConfig.themeConfig`. The
 * themes add keys the site doesn't set (`blog` from the classic theme,
 * `mermaid` from theme-mermaid), so whichever read finishes first decides
 * their order. The site config is in the main bundle and the server bundle,
 * so a build that merged them the other way round gave `main.<hash>.js` a new
 * name, and with it every page's HTML: webpack's cache and ssg-cache redid
 * their work, and `build/` differed from the last build's with no change to
 * the site (seen in a rebuild of this site: 648 files, one swap of `blog` and
 * `mermaid`).
 *
 * Once every plugin has started, and before the framework writes the site
 * config into `.docusaurus/`, this plugin's `loadContent` puts the top-level
 * keys in alphabetical order. Only their order was left to chance: each
 * theme validates the keys it knows the same way in every build.
 */

/** The same config, its top-level keys in alphabetical order. */
export function orderedThemeConfig(themeConfig: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(themeConfig)
      .sort()
      .map((key) => [key, themeConfig[key]]),
  );
}

export default function themeConfigOrderPlugin(context: LoadContext): Plugin<unknown> {
  return {
    name: 'theme-config-order',
    async loadContent() {
      const {siteConfig} = context;
      siteConfig.themeConfig = orderedThemeConfig(siteConfig.themeConfig);
      return undefined;
    },
  };
}
