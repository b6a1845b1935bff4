/**
 * One search client per page life, shared by the modal and the search page,
 * so shards downloaded for one are there for the other.
 */
import {createLocalSearchClient, type LocalSearchClient} from '../client';

let client: LocalSearchClient | null = null;

export function getSearchClient(baseUrl: string): LocalSearchClient {
  client ??= createLocalSearchClient(baseUrl);
  return client;
}
