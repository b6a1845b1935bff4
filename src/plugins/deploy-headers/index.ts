import {existsSync} from 'node:fs';
import {readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {
  validateOptions,
  type Options as RedirectOptions,
} from '@docusaurus/plugin-client-redirects';
import collectRedirects from '@docusaurus/plugin-client-redirects/lib/collectRedirects';
import {toRedirectFiles} from '@docusaurus/plugin-client-redirects/lib/writeRedirectFiles';
import type {PluginContext} from '@docusaurus/plugin-client-redirects/lib/types';
import {
  contentSecurityPolicy,
  executableInlineScripts,
  headersFile,
  pageSections,
  redirectsFile,
  sha256Source,
  type Redirect,
} from './rules';
import {builtHtmlFile} from '../../utils/builtHtmlFile';

export type DeployHeadersOptions = {
  /** The options given to plugin-client-redirects, to turn its pages into host redirects. */
  clientRedirects: RedirectOptions;
  /** Algolia application id when the hosted search is configured, else null. */
  algoliaAppId: string | null;
};

/**
 * Writes `_headers` and `_redirects` into the build for Netlify (and for
 * test/support/static-server.mjs, which reads the same files).
 *
 * Every plugin's postBuild runs at the same time, so this one reads only what
 * exists before them: the server-rendered pages (listed in `routesPaths`) and
 * `static/`. The redirect pages plugin-client-redirects is writing meanwhile
 * are recomputed here with its own functions rather than read back.
 */
export default function deployHeadersPlugin(
  options: DeployHeadersOptions,
): (context: LoadContext) => Plugin<unknown> {
  return (context) => ({
    name: 'deploy-headers-plugin',
    async postBuild(props: Props) {
      const {outDir, routesPaths, baseUrl, siteConfig} = props;
      const hashes = new Set<string>();
      await Promise.all(
        routesPaths.map(async (route) => {
          const sitePath = `/${route.slice(baseUrl.length)}`;
          const file = builtHtmlFile(outDir, sitePath, siteConfig.trailingSlash);
          if (!existsSync(file)) return;
          for (const body of executableInlineScripts(await readFile(file, 'utf8'))) {
            hashes.add(sha256Source(body));
          }
        }),
      );

      const redirectContext: PluginContext = {
        relativeRoutesPaths: routesPaths.map((route) => `/${route.slice(baseUrl.length)}`),
        baseUrl,
        outDir,
        siteConfig,
        options: validateOptions({
          validate: normalizePluginOptions,
          options: options.clientRedirects,
        }),
      };
      const hostRedirects: Redirect[] = [];
      const redirectPages: string[] = [];
      for (const redirect of collectRedirects(redirectContext, siteConfig.trailingSlash)) {
        // The same target the redirect page gets: absolute URLs as they are.
        const target = /^[a-z][a-z\d+.-]*:/i.test(redirect.to)
          ? redirect.to
          : normalizeUrl([baseUrl, redirect.to]);
        if (target.includes('#')) {
          // A host redirect cannot carry an anchor, so this one stays a page
          // whose script must be allowed.
          redirectPages.push(normalizeUrl([baseUrl, redirect.from]));
          const [page] = toRedirectFiles([redirect], redirectContext, siteConfig.trailingSlash);
          for (const body of executableInlineScripts(page?.fileContent ?? '')) {
            hashes.add(sha256Source(body));
          }
        } else {
          hostRedirects.push({from: normalizeUrl([baseUrl, redirect.from]), to: target});
        }
      }

      const staticEntries = (
        await Promise.all(
          siteConfig.staticDirectories.map(async (dir) => {
            const full = path.resolve(context.siteDir, dir);
            return existsSync(full) ? readdir(full, {withFileTypes: true}) : [];
          }),
        )
      )
        .flat()
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);

      const csp = contentSecurityPolicy({
        scriptHashes: [...hashes],
        algoliaAppId: options.algoliaAppId,
      });
      await writeFile(
        path.join(outDir, '_headers'),
        headersFile({
          csp,
          baseUrl,
          sections: pageSections(
            [...routesPaths, ...redirectPages].map((route) => `/${route.slice(baseUrl.length)}`),
            staticEntries,
          ),
        }),
      );
      await writeFile(
        path.join(outDir, '_redirects'),
        redirectsFile({
          featureRequestsPath: normalizeUrl([baseUrl, 'feature-requests/']),
          redirects: hostRedirects,
        }),
      );
    },
  });
}
