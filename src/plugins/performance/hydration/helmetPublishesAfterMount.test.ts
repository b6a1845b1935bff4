import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type React from 'react';
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import helmetPublishesAfterMountLoader, {
  publishAfterMount,
  rewriteHelmet,
} from './helmetPublishesAfterMount.mjs';

const load = createRequire(__filename);
const library = (file: string) =>
  readFileSync(path.join(path.dirname(load.resolve('react-helmet-async')), file), 'utf8');

for (const file of ['index.module.js', 'index.js']) {
  test(`the installed react-helmet-async (${file}) publishes from componentDidMount in the browser`, () => {
    const source = library(file);
    const rewritten = publishAfterMount(source);
    assert.notEqual(rewritten, source);
    assert.match(
      rewritten,
      /\.componentDidMount=function\(\)\{var helmet=this;\w+\.canUseDOM&&!publishQueued&&\(publishQueued=!0,queueMicrotask\(function\(\)\{publishQueued=!1,helmet\.emitChange\(\)\}\)\)\}/,
    );
    // Registration stays in render. The server bundle publishes a head merged
    // when read; the browser's keeps the library's server branch, never taken there.
    assert.match(
      publishAfterMount(source, {server: true}),
      /helmetInstances\.add\(this\),\w+\.canUseDOM\|\|publishWhenRead\(this\)/,
    );
    assert.match(rewritten, /helmetInstances\.add\(this\),\w+\.canUseDOM\|\|this\.emitChange\(\)/);
  });
}

for (const server of [false, true]) {
  test(`the loaded CommonJS build still runs and exports the Helmet components (${server ? 'server' : 'browser'})`, () => {
    const output = helmetPublishesAfterMountLoader.call(
      {getOptions: () => ({server})},
      library('index.js'),
    );
    assert.equal(output.includes('function publishWhenRead'), server);
    const module = {exports: {} as Record<string, unknown>};
    new Function('exports', 'require', 'module', output)(module.exports, load, module);
    assert.equal(typeof module.exports.Helmet, 'function');
    assert.equal(typeof module.exports.HelmetProvider, 'function');
  });
}

type HelmetModule = {
  Helmet: React.ComponentType<Record<string, unknown>>;
  HelmetProvider: React.ComponentType<{
    context: {helmet?: Record<string, HeadPart>};
    children?: React.ReactNode;
  }>;
};
type HeadPart = {toString(): string; toComponent(): unknown};

/** The CommonJS build, as published or through the loader, evaluated as the server bundle runs it. */
function helmetModule(source: string): HelmetModule {
  const module = {exports: {} as Record<string, unknown>};
  new Function('exports', 'require', 'module', source)(module.exports, load, module);
  return module.exports as unknown as HelmetModule;
}

/** A page's head from the server render, with the number of times Helmet merged its tags. */
function serverHead({Helmet, HelmetProvider}: HelmetModule) {
  let merges = 0;
  // Every merge copies each Helmet's htmlAttributes, so a getter counts them.
  const htmlAttributes = {
    get lang() {
      merges++;
      return 'en';
    },
  };
  const context: {helmet?: Record<string, HeadPart>} = {};
  const html = renderToString(
    createElement(
      HelmetProvider,
      {context},
      createElement(Helmet, {htmlAttributes, titleTemplate: '%s | Docusaurus'}),
      createElement(Helmet, {
        title: 'Site',
        meta: [{name: 'description', content: 'Site & "more"'}],
      }),
      createElement('main', null, 'Page'),
      createElement(
        Helmet,
        {title: 'Installation'},
        createElement('link', {rel: 'canonical', href: '/a'}),
      ),
      createElement(Helmet, {
        meta: [
          {name: 'description', content: 'Install <it>'},
          {name: 'robots', content: 'noindex'},
        ],
      }),
      createElement(
        Helmet,
        {bodyAttributes: {class: 'docs-page'}},
        createElement('script', {type: 'application/ld+json'}, '{}'),
      ),
    ),
  );
  const helmet = context.helmet as Record<string, HeadPart> & {meta: HeadPart};
  const parts = Object.fromEntries(
    Object.entries(helmet).map(([key, part]) => [key, part.toString()]),
  );
  const metaProps = (helmet.meta.toComponent() as {props: unknown}[]).map((tag) => tag.props);
  return {html, parts, metaProps, merges};
}

test('the server render writes the head the published library writes, merging its tags once', () => {
  const published = serverHead(helmetModule(library('index.js')));
  const loaded = serverHead(helmetModule(rewriteHelmet(library('index.js'), {server: true})));
  assert.equal(published.parts.title, '<title data-rh="true">Installation | Docusaurus</title>');
  assert.match(String(published.parts.meta), /content="noindex"/);
  assert.deepEqual(loaded.parts, published.parts);
  assert.deepEqual(loaded.metaProps, published.metaProps);
  assert.equal(loaded.html, published.html);
  // Five Helmets: the published library merged at each one's render.
  assert.equal(published.merges, 5);
  assert.equal(loaded.merges, 1);
});

test('a version it does not recognise fails the build with a message', () => {
  assert.throws(() => publishAfterMount('export const Helmet = 1;'), /react-helmet-async changed/);
});
