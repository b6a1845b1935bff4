import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {startStaticServer} from './support/static-server.mjs';

/** A tiny build folder with the shapes the real one has. */
const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
let origin = '';
let close: () => Promise<void> = async () => {};

before(async () => {
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), body);
  };
  write('index.html', '<p>home</p>');
  write('404.html', '<p>not found</p>');
  write('docs/index.html', '<p>docs</p>');
  write('assets/js/main.abc.js', 'console.log(1)');
  write('board/index.html', '<p>board</p>');
  write('board/p/known/index.html', '<p>known</p>');
  write('old/index.html', '<meta http-equiv="refresh" content="0; url=/docs/">');
  write(
    '_headers',
    ['/*', '  X-Test: all', '# a comment', '/assets/*', '  Cache-Control: forever'].join('\n'),
  );
  write(
    '_redirects',
    ['/old /docs/ 301!', '/old/ /docs/ 301!', '/a%20b/ /docs/ 301!', '/board/* /board/ 200'].join(
      '\n',
    ),
  );
  const server = await startStaticServer({root, port: 0});
  origin = server.url;
  close = server.close;
});

after(async () => {
  await close();
  rmSync(root, {recursive: true, force: true});
});

const get = (urlPath: string, headers: Record<string, string> = {}) =>
  fetch(origin + urlPath, {redirect: 'manual', headers});

test('serves a folder’s index.html, and an index.html asked for by its own name', async () => {
  assert.equal(await (await get('/docs/')).text(), '<p>docs</p>');
  const direct = await get('/docs/index.html');
  assert.equal(direct.status, 200);
  assert.equal(await direct.text(), '<p>docs</p>');
});

test('sends a folder asked for without its slash to the canonical URL, keeping the query', async () => {
  const response = await get('/docs?x=1');
  assert.equal(response.status, 301);
  assert.equal(response.headers.get('location'), '/docs/?x=1');
});

test('answers unknown paths with 404.html and a 404 status', async () => {
  const response = await get('/nothing/here/');
  assert.equal(response.status, 404);
  assert.equal(await response.text(), '<p>not found</p>');
});

test('applies every matching _headers rule', async () => {
  const asset = await get('/assets/js/main.abc.js');
  assert.equal(asset.headers.get('x-test'), 'all');
  assert.equal(asset.headers.get('cache-control'), 'forever');
  const page = await get('/');
  assert.equal(page.headers.get('x-test'), 'all');
  assert.equal(page.headers.get('cache-control'), null);
});

test('a forced redirect wins over the file that exists', async () => {
  const response = await get('/old/?q=2');
  assert.equal(response.status, 301);
  assert.equal(response.headers.get('location'), '/docs/?q=2');
});

test('a rule written percent-encoded matches the request for that path', async () => {
  const response = await get('/a%20b/');
  assert.equal(response.status, 301);
  assert.equal(response.headers.get('location'), '/docs/');
});

test('a 200 rule rewrites only paths that have no file of their own', async () => {
  const rewritten = await get('/board/p/unknown/');
  assert.equal(rewritten.status, 200);
  assert.equal(await rewritten.text(), '<p>board</p>');
  assert.equal(await (await get('/board/p/known/')).text(), '<p>known</p>');
});

test('compresses text with gzip when the client accepts it', async () => {
  const {headers, body} = await new Promise<{headers: http.IncomingHttpHeaders; body: Buffer}>(
    (resolve, reject) => {
      http
        .get(`${origin}/docs/`, {headers: {'accept-encoding': 'gzip'}}, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({headers: response.headers, body: Buffer.concat(chunks)}),
          );
        })
        .on('error', reject);
    },
  );
  assert.equal(headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(body).toString(), '<p>docs</p>');
});
