import {test} from 'node:test';
import assert from 'node:assert/strict';
import routeLogger, {describeRouteChange} from './routeLogger';

const at = (pathname: string, search = '', hash = '') =>
  ({pathname, search, hash, state: undefined, key: 'k'}) as Parameters<
    typeof describeRouteChange
  >[0];

test('describes the first load and later changes with query and hash', () => {
  assert.equal(describeRouteChange(at('/docs/'), null), '[route] loaded /docs/');
  assert.equal(
    describeRouteChange(at('/blog/', '?page=2', '#top'), at('/docs/')),
    '[route] /docs/ → /blog/?page=2#top',
  );
});

test('logs on every route update', (t) => {
  const log = t.mock.method(console, 'log', () => {});
  routeLogger.onRouteDidUpdate!({location: at('/b/'), previousLocation: at('/a/')});
  assert.equal(log.mock.callCount(), 1);
  assert.deepEqual(log.mock.calls[0]?.arguments, ['[route] /a/ → /b/']);
});
