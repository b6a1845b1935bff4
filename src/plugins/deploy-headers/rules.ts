/**
 * Pure generators for the Netlify-style `_headers` and `_redirects` files.
 * The plugin in `index.ts` feeds them what it reads from the build; keeping
 * them free of I/O lets the unit tests pin every rule down.
 */
import {createHash} from 'node:crypto';

/** One year: the longest lifetime caches honour, for files whose name changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** May be stored, but must be checked with the host before each use (cheap: a 304). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Files whose names carry a content hash. `/assets/` is webpack's output
 * (JS, CSS, fonts, images, all named `*.<hash>.*`); the search shards are
 * `docs-<version>.<hash>.json` and `rest.<hash>.json`, while the search page
 * and `search/manifest.json` keep fixed names and so must revalidate.
 */
export const HASHED_PATTERNS = ['/assets/*', '/search/docs-*', '/search/rest.*'];

/** Folders that only ever hold hashed files, or whose files are listed one by one. */
const SPECIAL_SECTIONS = new Set(['assets', 'search']);

/** Script types the browser runs; anything else (JSON-LD, JSON data) is an inert data block. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

/**
 * Bodies of the inline scripts of a page that a browser would execute, exactly
 * as written (a CSP hash is over the raw text). Scripts with `src` are covered
 * by `'self'`; JSON-LD blocks are never executed, so CSP does not apply to them.
 */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE_TYPES.has(type)) scripts.push(body);
  }
  return scripts;
}

/** The CSP source expression that allows exactly this script body. */
export function sha256Source(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

export type Directive = {name: string; sources: string[]; why: string};

export type CspInput = {
  /** `'sha256-…'` sources for every distinct inline script of the built pages. */
  scriptHashes: string[];
  /** Algolia application id when the hosted search is configured, else null. */
  algoliaAppId: string | null;
};

/**
 * The Content-Security-Policy, one directive at a time, each with the reason
 * for whatever it allows beyond the site itself.
 */
export function contentSecurityPolicy({scriptHashes, algoliaAppId}: CspInput): Directive[] {
  const searchHosts = algoliaAppId
    ? [
        `https://${algoliaAppId}-dsn.algolia.net`,
        `https://${algoliaAppId.toLowerCase()}-*.algolianet.com`,
      ]
    : [];
  return [
    {
      name: 'default-src',
      sources: ["'self'"],
      why: 'anything not named below comes from the site only',
    },
    {
      name: 'script-src',
      sources: ["'self'", ...[...new Set(scriptHashes)].sort()],
      why:
        'bundles are served by the site; the hashes allow the inline scripts the framework writes into ' +
        'the pages (colour mode before paint, base-URL banner), computed from the build. DocSearch is ' +
        'bundled too, so the hosted search needs no script host. No unsafe-eval, no unsafe-inline',
    },
    {
      name: 'style-src',
      sources: ["'self'", "'unsafe-inline'"],
      why:
        'server rendering writes style attributes (KaTeX layout, image sizes, code-block colours), ' +
        'and mermaid diagrams and the search modal add <style> elements at run time; ' +
        'none of them can be hashed ahead (measured: removing it breaks the CSP test)',
    },
    {
      name: 'img-src',
      sources: ["'self'", 'data:'],
      why:
        'the CSS framework draws its icons (breadcrumb separator, sidebar chevron, search glass) and ' +
        'the navbar GitHub mark as data: SVG, and small images are ' +
        'inlined by the bundler; no image comes from another host (one that does would need its ' +
        'host here and in connect-src, where the service worker caches it)',
    },
    {
      name: 'font-src',
      sources: ["'self'"],
      why:
        "the only fonts are KaTeX's, emitted as files (src/plugins/performance/katex-fonts-as-files " +
        'never inlines fonts), so no data: fonts',
    },
    {
      name: 'connect-src',
      sources: ["'self'", ...searchHosts],
      why: algoliaAppId
        ? 'route data, search shards and the service worker precache come from the site; queries go to the hosted search API'
        : 'route data, search shards and the service worker precache come from the site',
    },
    {
      name: 'frame-src',
      sources: ["'self'"],
      why: 'the test area embeds pages and SVGs of the site in iframes',
    },
    {name: 'worker-src', sources: ["'self'"], why: 'the offline service worker is /sw.js'},
    {name: 'manifest-src', sources: ["'self'"], why: 'the web app manifest is /manifest.json'},
    {name: 'object-src', sources: ["'none'"], why: 'no plugin content'},
    {name: 'base-uri', sources: ["'none'"], why: 'pages never use <base>'},
    {name: 'form-action', sources: ["'self'"], why: 'search forms submit to the site only'},
    {name: 'frame-ancestors', sources: ["'none'"], why: 'no other site may frame these pages'},
  ];
}

export function formatCsp(directives: Directive[]): string {
  return directives.map(({name, sources}) => `${name} ${sources.join(' ')}`).join('; ');
}

/** `why` is empty where the reasons are written elsewhere (the CSP's, per directive). */
export type SecurityHeader = {name: string; value: string; why: string};

export function securityHeaders(csp: Directive[]): SecurityHeader[] {
  return [
    {name: 'Content-Security-Policy', value: formatCsp(csp), why: ''},
    {
      name: 'Strict-Transport-Security',
      value: 'max-age=31536000; includeSubDomains',
      why: 'HTTPS only, for a year; not preloaded, which would be hard to undo',
    },
    {
      name: 'X-Content-Type-Options',
      value: 'nosniff',
      why: 'files are used only as their declared type',
    },
    {
      name: 'Referrer-Policy',
      value: 'strict-origin-when-cross-origin',
      why: 'other sites learn the origin only, never the page path',
    },
    {
      name: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      why: 'a documentation site needs none of these devices',
    },
  ];
}

/**
 * Top-level folders that hold pages or static files, from the route paths
 * (relative to the base URL)
 * and the `static/` folder, leaving out the folders with hashed files.
 */
export function pageSections(routesPaths: string[], staticEntries: string[]): string[] {
  const sections = new Set<string>();
  for (const route of routesPaths) {
    const [first, ...rest] = route.split('/').filter(Boolean);
    if (first && (rest.length > 0 || route.endsWith('/'))) sections.add(first);
  }
  for (const entry of staticEntries) sections.add(entry);
  return [...sections].filter((name) => !SPECIAL_SECTIONS.has(name)).sort();
}

export type HeadersInput = {
  csp: Directive[];
  /** Path the site is served under; every pattern is prefixed with it. */
  baseUrl?: string;
  /** Top-level folders of pages and static files (see `pageSections`). */
  sections: string[];
};

/**
 * The `_headers` file. Netlify merges every matching rule and joins repeated
 * headers with commas, so the Cache-Control rules never overlap: each path
 * matches exactly one of them.
 */
export function headersFile({csp, sections, baseUrl = '/'}: HeadersInput): string {
  const at = (pattern: string) => `${baseUrl}${pattern.slice(1)}`;
  const lines = [
    '# Written by src/plugins/deploy-headers at build time; do not edit.',
    '',
    '# Security headers, on every response.',
  ];
  for (const {name, why} of csp) lines.push(`# CSP ${name}: ${why}.`);
  lines.push(at('/*'));
  // Comments stay at the start of their line, where every _headers parser skips them.
  for (const {name, value, why} of securityHeaders(csp)) {
    if (why) lines.push(`# ${name}: ${why}.`);
    lines.push(`  ${name}: ${value}`);
  }
  lines.push('', '# Content-hashed files never change under the same name.');
  for (const pattern of HASHED_PATTERNS) lines.push(at(pattern), `  Cache-Control: ${IMMUTABLE}`);
  lines.push(
    '',
    '# Everything else keeps its name across deploys (HTML, sw.js, manifests, feeds, static images):',
    '# browsers and the service worker check for a newer copy each time.',
  );
  const revalidated = [
    '/',
    '/:file',
    '/search/',
    '/search/index.html',
    '/search/manifest.json',
    ...sections.map((section) => `/${section}/*`),
  ];
  for (const pattern of revalidated) lines.push(at(pattern), `  Cache-Control: ${REVALIDATE}`);
  return `${lines.join('\n')}\n`;
}

export type Redirect = {from: string; to: string};

/** Both spellings of a path, since the host may be asked for either. */
function withAndWithoutSlash(from: string): string[] {
  const bare = from.replace(/\/+$/, '');
  return bare === '' ? ['/'] : [bare, `${bare}/`];
}

export type RedirectsInput = {
  /** The feature-requests board, whose sub-paths all render it. */
  featureRequestsPath: string;
  /** The client-side redirects the build writes as meta-refresh pages. */
  redirects: Redirect[];
};

/**
 * The `_redirects` file. Client redirects become real 301s: faster, kept by
 * search engines, and the redirect pages' inline scripts need no CSP hash
 * because the host answers before they are served (`!` forces the rule over
 * the file that exists). The board's sub-paths without a page of their own
 * are served its HTML with a 200, so a direct load renders the board.
 */
export function redirectsFile({featureRequestsPath, redirects}: RedirectsInput): string {
  const board = featureRequestsPath.endsWith('/') ? featureRequestsPath : `${featureRequestsPath}/`;
  const lines = [
    '# Written by src/plugins/deploy-headers at build time; do not edit.',
    '',
    '# Client-side redirects of the site, answered by the host instead.',
  ];
  const seen = new Set<string>();
  for (const {from, to} of [...redirects].sort((a, b) => a.from.localeCompare(b.from))) {
    for (const path of withAndWithoutSlash(from)) {
      if (seen.has(path)) continue;
      seen.add(path);
      // Fields are separated by spaces, so paths are written percent-encoded.
      lines.push(`${encodeURI(path)} ${encodeURI(to)} 301!`);
    }
  }
  lines.push(
    '',
    '# The feature-requests board reads its sub-path in the browser. Known requests',
    '# have their own page; any other sub-path is served the board (a rewrite, not a redirect).',
    `${board}* ${board} 200`,
  );
  return `${lines.join('\n')}\n`;
}
