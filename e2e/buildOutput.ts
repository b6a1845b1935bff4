/**
 * What `e2e/build-output.spec.ts` compares: a sample of built pages and the
 * sitemap, with only what legitimately differs between two builds of the same
 * source masked, so a change to the build pipeline (a cache, a loader, a
 * webpack option) shows as a diff and a content change shows as what it is.
 */

/** Pages that between them go through every content pipeline of the site. */
export const SAMPLE_PAGES = {
  home: '/',
  'docs-installation': '/docs/installation/',
  'docs-code-blocks': '/docs/markdown-features/code-blocks/',
  'docs-versioned': '/docs/3.4.0/',
  'blog-post': '/blog/releases/3.5/',
  changelog: '/changelog/',
  'community-team': '/community/team/',
  showcase: '/showcase/',
  'test-area-code-blocks': '/tests/pages/code-block-tests/',
  'test-area-diagrams': '/tests/pages/diagrams/',
  'not-found': '/404.html',
} as const;

/** `/docs/x/` → `docs/x/index.html`; `/404.html` → `404.html`. */
export function buildFileOf(sitePath: string): string {
  const relative = sitePath.replace(/^\//, '');
  return relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
}

const CONTENT_HASH = /\.[0-9a-f]{8}(\.(?:js|css|json))\b/g;

/**
 * Masks what two builds of one commit may not share, and breaks the HTML into
 * one tag per line so a diff points at the element that changed:
 * - whitespace between the tags of the head, never rendered, where the
 *   framework writes a line per plugin whether it adds a tag or not;
 * - the content hash in asset file names (a pipeline change may move code
 *   between chunks; what a page holds is compared, not chunk names);
 * - the last-update date, which is the file's latest commit and so differs
 *   between a checkout and a working copy.
 */
export function normalizeHtml(html: string): string {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd).replace(/>\s+</g, '><');
  return (head + html.slice(headEnd))
    .replace(CONTENT_HASH, '.[hash]$1')
    .replace(
      /(<time dateTime=")[^"]*(" itemProp="dateModified">)[^<]*(<\/time>)/g,
      '$1[git date]$2[git date]$3',
    )
    .replace(/></g, '>\n<');
}

/** One URL per line, with whether it has a lastmod (its value is a git date). */
export function normalizeSitemap(xml: string): string {
  const urls = [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body = '']) => {
    const loc = /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '(no loc)';
    const rest = body
      .replace(/<loc>[^<]+<\/loc>/, '')
      .replace(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/, '<lastmod>[git date]</lastmod>');
    return `${loc} ${rest}`;
  });
  return `${urls.join('\n')}\n`;
}
