import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openSearchXml} from './openSearch';

const site = {
  title: 'Docs & <More>',
  url: 'https://example.com',
  baseUrl: '/base/',
  searchPagePath: 'search',
  favicon: 'img/favicon.svg',
};

test('the OpenSearch template points at the search page with the query in q', () => {
  const xml = openSearchXml(site);
  assert.match(xml, /template="https:\/\/example\.com\/base\/search\/\?q=\{searchTerms\}"/);
  assert.match(xml, /rel="self" template="https:\/\/example\.com\/base\/opensearch\.xml"/);
  assert.match(
    xml,
    /<Image width="16" height="16">https:\/\/example\.com\/base\/img\/favicon\.svg<\/Image>/,
  );
});

test('the site title is escaped as XML text', () => {
  const xml = openSearchXml(site);
  assert.match(xml, /<ShortName>Docs &amp; &lt;More&gt;<\/ShortName>/);
  assert.doesNotMatch(xml, /<More>/);
});

test('no favicon, no Image element', () => {
  assert.doesNotMatch(openSearchXml({...site, favicon: undefined}), /<Image/);
});
