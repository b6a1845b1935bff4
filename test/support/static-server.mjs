#!/usr/bin/env node
/**
 * A small static host for the production build, close to what a CDN does:
 * gzip for text, `index.html` for folders, `404.html` for unknown paths, and
 * the deploy rules of a Netlify-style `_headers` / `_redirects` pair in the
 * build folder. The benchmark (Lighthouse measures gzip-served pages) and the
 * CSP test (the same headers a real host sends) both serve the build with it.
 *
 *   node test/support/static-server.mjs [dir] [--port 3000] [--no-gzip] [--no-rules]
 */
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {pipeline} from 'node:stream';
import {fileURLToPath} from 'node:url';
import {createGzip} from 'node:zlib';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/** Turns a Netlify path pattern (`/assets/*`, `/docs/:slug/`) into a RegExp. */
export function patternToRegExp(pattern) {
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => {
      if (part === '*') return '(.*)';
      if (part.startsWith(':')) return '([^/]+)';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** Parses `_headers`: a path pattern on its own line, then indented `Name: value` lines. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (/^\s/.test(line)) {
      const rule = rules.at(-1);
      const colon = line.indexOf(':');
      if (!rule || colon === -1) throw new Error(`_headers: unexpected line "${line.trim()}"`);
      rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    } else {
      rules.push({pattern: line.trim(), test: patternToRegExp(line.trim()), headers: []});
    }
  }
  return rules;
}

/** Parses `_redirects`: `from to [status]`, with `*` in `from` and `:splat` in `to`. */
export function parseRedirectsFile(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/);
      const force = status.endsWith('!');
      // Paths in the file are percent-encoded (a space would end the field); requests are matched decoded.
      const test = patternToRegExp(decodeURI(from));
      return {from, to, status: Number.parseInt(status, 10), force, test};
    });
}

function readRules(root, name, parse) {
  const file = path.join(root, name);
  return existsSync(file) ? parse(readFileSync(file, 'utf8')) : [];
}

/** Every header of every matching `_headers` rule, later rules adding to earlier ones. */
export function headersFor(rules, urlPath) {
  const out = new Map();
  for (const rule of rules) {
    if (!rule.test.test(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      out.set(key, out.has(key) ? `${out.get(key)}, ${value}` : value);
    }
  }
  return out;
}

/** The file a URL path maps to, the way a static host resolves it, or null. */
function resolveFile(root, urlPath) {
  const candidate = path.join(root, urlPath);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return null;
  const options = urlPath.endsWith('/')
    ? [path.join(candidate, 'index.html')]
    : [candidate, path.join(candidate, 'index.html'), `${candidate}.html`];
  for (const file of options) {
    try {
      if (statSync(file).isFile()) return file;
    } catch {
      // Not this one; try the next candidate.
    }
  }
  return null;
}

/**
 * Starts the server. `port: 0` picks a free port. Returns its origin and a
 * `close()` that resolves once it has stopped.
 */
export async function startStaticServer({
  root = 'build',
  port = 0,
  host = '127.0.0.1',
  gzip = true,
  rules = true,
} = {}) {
  const dir = path.resolve(root);
  const headerRules = rules ? readRules(dir, '_headers', parseHeadersFile) : [];
  const redirectRules = rules ? readRules(dir, '_redirects', parseRedirectsFile) : [];

  function send(req, res, file, status, urlPath) {
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const headers = {'content-type': type, vary: 'Accept-Encoding'};
    for (const [name, value] of headersFor(headerRules, urlPath)) headers[name] = value;
    const compress =
      gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (compress) headers['content-encoding'] = 'gzip';
    else headers['content-length'] = statSync(file).size;
    res.writeHead(status, headers);
    if (req.method === 'HEAD') return res.end();
    const source = createReadStream(file);
    const onDone = (error) => error && res.destroy(error);
    return compress ? pipeline(source, createGzip(), res, onDone) : pipeline(source, res, onDone);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let urlPath;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, {'content-type': 'text/plain'}).end('Bad request: malformed URL');
      return;
    }
    const redirect = (rule) => {
      const match = rule.test.exec(urlPath);
      const target = rule.to.replace(':splat', match?.[1] ?? '');
      if (rule.status === 200) return resolveFile(dir, decodeURI(target));
      res.writeHead(rule.status, {location: target + url.search}).end();
      return 'sent';
    };
    const forced = redirectRules.find((rule) => rule.force && rule.test.test(urlPath));
    let file = forced ? redirect(forced) : resolveFile(dir, urlPath);
    if (file === 'sent') return;
    const isFolder = file && file !== path.join(dir, urlPath);
    if (isFolder && !urlPath.endsWith('/') && file.endsWith(`${path.sep}index.html`)) {
      // A folder asked for without its slash: send the canonical URL, as hosts do.
      res.writeHead(301, {location: `${url.pathname}/${url.search}`}).end();
      return;
    }
    if (!file) {
      const rule = redirectRules.find((r) => !r.force && r.test.test(urlPath));
      file = rule ? redirect(rule) : null;
      if (file === 'sent') return;
    }
    if (file) {
      send(req, res, file, 200, urlPath);
    } else {
      const notFound = path.join(dir, '404.html');
      if (existsSync(notFound)) send(req, res, notFound, 404, urlPath);
      else res.writeHead(404, {'content-type': 'text/plain'}).end('Not found');
    }
  });

  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const portIndex = args.indexOf('--port');
  const root = args.find((arg, i) => !arg.startsWith('--') && i !== portIndex + 1) ?? 'build';
  // No top-level await, so that TypeScript tests (compiled to CommonJS by tsx) can import this file.
  void startStaticServer({
    root,
    port: portIndex === -1 ? 3000 : Number(args[portIndex + 1]),
    gzip: !args.includes('--no-gzip'),
    rules: !args.includes('--no-rules'),
  }).then(({url}) => console.log(`Serving ${root}/ at ${url}/ (Ctrl+C to stop)`));
}
