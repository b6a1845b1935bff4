import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LocalSearchClient} from '../client';
import {reportFailures} from './reportFailures';

function client(search: LocalSearchClient['search']): LocalSearchClient {
  return {search} as LocalSearchClient;
}

test('a failed request becomes an empty answer and is reported with its query', async () => {
  const events: string[] = [];
  const wrapped = reportFailures(
    client(() => Promise.reject(new Error('offline'))),
    {
      onFailure: (query) => events.push(`failure:${query}`),
      onSuccess: () => events.push('success'),
    },
  );
  const {results} = await wrapped.search({requests: [{query: 'sidebar', hitsPerPage: 5}]});
  assert.deepEqual(events, ['failure:sidebar']);
  assert.deepEqual(
    results.map(({hits, nbHits, hitsPerPage, query}) => ({hits, nbHits, hitsPerPage, query})),
    [{hits: [], nbHits: 0, hitsPerPage: 5, query: 'sidebar'}],
  );
});

test('a successful request passes through and is reported', async () => {
  const events: string[] = [];
  const answer = {results: []};
  const wrapped = reportFailures(
    client(() => Promise.resolve(answer)),
    {onFailure: () => events.push('failure'), onSuccess: () => events.push('success')},
  );
  assert.equal(await wrapped.search([{query: 'x'}]), answer);
  assert.deepEqual(events, ['success']);
});
