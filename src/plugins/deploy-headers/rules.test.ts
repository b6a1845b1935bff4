import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {
  parseHeadersFile,
  parseRedirectsFile,
  headersFor,
} from '../../../test/support/static-server.mjs';
import {
  IMMUTABLE,
  REVALIDATE,
  contentSecurityPolicy,
  executableInlineScripts,
  formatCsp,
  headersFile,
  pageSections,
  redirectsFile,
  sha256Source,
} from './rules';

const PAGE = `<!doctype html><html><head>
<script type="application/ld+json">{"@type":"BlogPosting"}</script>
<script src="/assets/js/main.1234abcd.js" defer></script>
</head><body><script>setTheme()</script><SCRIPT type="text/javascript">banner()</SCRIPT>
<script type="module">go()</script></body></html>`;

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

test('finds the inline scripts a browser runs, and skips JSON-LD data and external scripts', () => {
  assert.deepEqual(executableInlineScripts(PAGE), ['setTheme()', 'banner()', 'go()']);
});

test('hashes a script body the way CSP does: sha256 of the exact text, base64', () => {
  const expected = createHash('sha256').update('setTheme()').digest('base64');
  assert.equal(sha256Source('setTheme()'), `'sha256-${expected}'`);
  assert.notEqual(sha256Source('setTheme()'), sha256Source('setTheme() '));
});

test('the CSP allows only the site and the given hashes to run scripts', () => {
  const csp = formatCsp(
    contentSecurityPolicy({
      scriptHashes: ["'sha256-b='", "'sha256-a='", "'sha256-b='"],
      algoliaAppId: null,
    }),
  );
  assert.deepEqual(directive(csp, 'script-src'), ["'self'", "'sha256-a='", "'sha256-b='"]);
  assert.doesNotMatch(csp, /unsafe-eval/);
  assert.deepEqual(directive(csp, 'object-src'), ["'none'"]);
  assert.deepEqual(directive(csp, 'frame-ancestors'), ["'none'"]);
  assert.deepEqual(directive(csp, 'base-uri'), ["'none'"]);
  assert.deepEqual(directive(csp, 'img-src'), ["'self'", 'data:']);
  assert.deepEqual(directive(csp, 'connect-src'), ["'self'"]);
  for (const name of ['worker-src', 'manifest-src', 'form-action']) {
    assert.deepEqual(directive(csp, name), ["'self'"], name);
  }
});

test('every CSP directive carries its reason', () => {
  for (const {name, why} of contentSecurityPolicy({scriptHashes: [], algoliaAppId: 'APP'})) {
    assert.ok(why.length > 10, name);
  }
});

test('with the hosted search configured, only its API hosts are added, to connect-src', () => {
  const csp = formatCsp(contentSecurityPolicy({scriptHashes: [], algoliaAppId: 'ABC123'}));
  assert.deepEqual(directive(csp, 'connect-src'), [
    "'self'",
    'https://ABC123-dsn.algolia.net',
    'https://abc123-*.algolianet.com',
  ]);
  assert.deepEqual(directive(csp, 'script-src'), ["'self'"]);
});

test('page sections come from routes and static folders, without the hashed folders', () => {
  assert.deepEqual(
    pageSections(
      ['/', '/docs/', '/docs/intro/', '/404.html', '/search/', '/blog/x/'],
      ['img', 'assets'],
    ),
    ['blog', 'docs', 'img'],
  );
});

test('_headers: every path gets exactly one Cache-Control, and all get the security headers', () => {
  const csp = contentSecurityPolicy({scriptHashes: ["'sha256-a='"], algoliaAppId: null});
  const rules = parseHeadersFile(headersFile({csp, sections: ['blog', 'docs', 'img']}));
  const cases: Array<[string, string]> = [
    ['/', REVALIDATE],
    ['/index.html', REVALIDATE],
    ['/sw.js', REVALIDATE],
    ['/67.sw.js', REVALIDATE],
    ['/manifest.json', REVALIDATE],
    ['/docs/installation/', REVALIDATE],
    ['/img/docusaurus.png', REVALIDATE],
    ['/search/', REVALIDATE],
    ['/search/manifest.json', REVALIDATE],
    ['/assets/js/main.0123abcd.js', IMMUTABLE],
    ['/assets/fonts/KaTeX_Main-Regular-0123.woff2', IMMUTABLE],
    ['/search/docs-current.0123456789.json', IMMUTABLE],
    ['/search/rest.0123456789.json', IMMUTABLE],
  ];
  for (const [path, cache] of cases) {
    const headers = headersFor(rules, path);
    assert.equal(headers.get('cache-control'), cache, path);
    assert.equal(headers.get('content-security-policy'), formatCsp(csp), path);
    assert.equal(headers.get('x-content-type-options'), 'nosniff', path);
  }
});

test('_redirects: client redirects become forced 301s, and board sub-paths a 200 rewrite', () => {
  const text = redirectsFile({
    featureRequestsPath: '/feature-requests/',
    redirects: [
      {from: '/docs/support', to: '/community/support/'},
      {from: '/docs.html', to: '/docs/'},
      {from: '/a b.html', to: '/a b/'},
    ],
  });
  const rules = parseRedirectsFile(text);
  const simple = rules.map(({from, to, status, force}) => ({from, to, status, force}));
  assert.ok(rules[0]!.test.test('/a b.html'), 'an encoded path matches the decoded request');
  assert.deepEqual(simple, [
    {from: '/a%20b.html', to: '/a%20b/', status: 301, force: true},
    {from: '/a%20b.html/', to: '/a%20b/', status: 301, force: true},
    {from: '/docs.html', to: '/docs/', status: 301, force: true},
    {from: '/docs.html/', to: '/docs/', status: 301, force: true},
    {from: '/docs/support', to: '/community/support/', status: 301, force: true},
    {from: '/docs/support/', to: '/community/support/', status: 301, force: true},
    {from: '/feature-requests/*', to: '/feature-requests/', status: 200, force: false},
  ]);
});

test('_headers: under a base URL every pattern is inside it', () => {
  const csp = contentSecurityPolicy({scriptHashes: [], algoliaAppId: null});
  const rules = parseHeadersFile(headersFile({csp, sections: ['docs'], baseUrl: '/site/'}));
  assert.ok(rules.every(({pattern}) => pattern.startsWith('/site/')));
  assert.equal(headersFor(rules, '/site/assets/js/main.1.js').get('cache-control'), IMMUTABLE);
  assert.equal(headersFor(rules, '/site/docs/').get('cache-control'), REVALIDATE);
});
