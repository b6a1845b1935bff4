/**
 * Downloads the manifest and the shards a query needs, once each. A failed
 * or corrupt download is forgotten, so the next query tries again.
 */
import type {SearchManifest} from '../types';
import {MANIFEST_FILE, SEARCH_DIR, shardsFor} from './offline';
import {parseShard, type LoadedShard} from './shard';

export {MANIFEST_FILE, SEARCH_DIR};

/**
 * The error the search UI shows as "Unable to fetch results". DocSearch
 * recognizes a network failure by this name (the one the Algolia client
 * uses when every host failed).
 */
export class RetryError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'RetryError';
  }
}

export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

export type ShardLoader = {
  /** Shards whose tags meet `tags`, or every shard when `tags` is null. */
  load(tags: ReadonlySet<string> | null): Promise<LoadedShard[]>;
};

async function fetchJson(fetcher: Fetcher, url: string, init?: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url, init);
  } catch (error) {
    throw new RetryError(`Could not download ${url}`, {cause: error});
  }
  if (!response.ok) {
    throw new RetryError(`Could not download ${url}: HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new RetryError(`${url} is not valid JSON`, {cause: error});
  }
}

function isManifest(value: unknown): value is SearchManifest {
  const manifest = value as Partial<SearchManifest> | null;
  return (
    !!manifest &&
    manifest.v === 1 &&
    typeof manifest.shards === 'object' &&
    manifest.shards !== null &&
    Object.values(manifest.shards).every(
      (shard) =>
        typeof shard?.file === 'string' &&
        /^[\w.-]+$/.test(shard.file) &&
        Array.isArray(shard.tags) &&
        shard.tags.every((tag) => typeof tag === 'string'),
    )
  );
}

/** `baseUrl` is the site's base URL (ends with `/`). */
export function createShardLoader(
  baseUrl: string,
  fetcher: Fetcher = (...args) => fetch(...args),
): ShardLoader {
  const directory = `${baseUrl}${SEARCH_DIR}/`;
  let manifest: Promise<SearchManifest> | null = null;
  const shards = new Map<string, Promise<LoadedShard>>();

  function loadManifest(): Promise<SearchManifest> {
    manifest ??= fetchJson(fetcher, `${directory}${MANIFEST_FILE}`, {cache: 'no-cache'}).then(
      (value) => {
        if (!isManifest(value)) {
          throw new RetryError('The search manifest is invalid');
        }
        return value;
      },
    );
    manifest.catch(() => {
      manifest = null;
    });
    return manifest;
  }

  function loadShard(id: string, file: string): Promise<LoadedShard> {
    let shard = shards.get(id);
    if (!shard) {
      shard = fetchJson(fetcher, `${directory}${file}`).then((data) => {
        try {
          return parseShard(id, data);
        } catch (error) {
          throw new RetryError((error as Error).message, {cause: error});
        }
      });
      shards.set(id, shard);
      shard.catch(() => shards.delete(id));
    }
    return shard;
  }

  return {
    async load(tags) {
      const wanted = shardsFor(await loadManifest(), tags);
      return Promise.all(wanted.map(([id, entry]) => loadShard(id, entry.file)));
    },
  };
}
