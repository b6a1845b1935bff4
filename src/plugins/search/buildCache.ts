/**
 * Work the search postBuild can skip on a rebuild (issue #18): the records of
 * a page whose built HTML is byte for byte what it was, and each shard whose
 * records all are: an edited page builds its own version's shard again, not
 * all four (on this site's records, all four took 1.1–1.4 s to build, the
 * current docs' shard alone 0.3 s; a diagnosis). Entries are found by content
 * hashes (of the page, of the records) mixed with a hash of this plugin's own
 * source, so an entry is read only when recomputing it would give the same
 * answer; there is nothing to invalidate by hand.
 *
 * It lives in `node_modules/.cache/`, which `docusaurus clear` empties, so a
 * cold build indexes everything. A cache that can't be read starts empty and
 * one that can't be written is skipped with a warning: it never fails a build.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {sha1} from './builtPage';
import {
  manifestOf,
  shardGroups,
  type BuiltShard,
  type BuiltShards,
  type ShardOptions,
} from './shards';
import type {SearchRecord} from './types';

const RECORDS_FILE = 'records.json';
const SHARDS_FILE = 'shards.json';

type RecordsFile = {version: string; pages: Record<string, SearchRecord[]>};
/** The shards built of each group (one, or several when it was split) by the key of its records. */
type ShardsFile = {version: string; shards: Record<string, BuiltShard[]>};

/**
 * The indexing code's version: its source files (this folder's modules, not
 * the browser's) and the packages they parse and index with. `__dirname` is
 * the source folder: the site loads its plugins from TypeScript.
 */
export function indexerVersion(dir = __dirname): string {
  const sources = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
    .map((file) => `${file}\n${readFileSync(path.join(dir, file), 'utf8')}`);
  const packages = ['htmlparser2', 'minisearch'].map((name) => `${name}@${packageVersion(name)}`);
  return sha1(...sources, ...packages);
}

/** An installed package's version; htmlparser2's `exports` leave out its package.json. */
function packageVersion(name: string): string {
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir);) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === name && manifest.version) return manifest.version;
    } catch {
      // no package.json at this level
    }
    dir = path.dirname(dir);
  }
  throw new Error(`no package.json found for ${name}`);
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null; // missing or unreadable: start empty
  }
}

export class SearchBuildCache {
  /** Pages whose records came from the cache / were indexed afresh, this build. */
  hits = 0;
  misses = 0;
  /** Shards taken from the cache / built afresh, this build (a split group counts each of its shards). */
  shardsReused = 0;
  shardsBuilt = 0;
  private readonly used: Record<string, SearchRecord[]> = {};
  private readonly usedShards: Record<string, BuiltShard[]> = {};

  private constructor(
    private readonly dir: string,
    private readonly version: string,
    private readonly stored: Record<string, SearchRecord[]>,
    private readonly storedShards: Record<string, BuiltShard[]>,
  ) {}

  /**
   * Opens the cache in `dir` for code of `version`. `settings` are whatever
   * else the output depends on (site title, budgets), mixed into the version.
   */
  static async open(dir: string, version: string, settings: unknown): Promise<SearchBuildCache> {
    const fullVersion = sha1(version, JSON.stringify(settings));
    const records = await readJson<RecordsFile>(path.join(dir, RECORDS_FILE));
    const shards = await readJson<ShardsFile>(path.join(dir, SHARDS_FILE));
    return new SearchBuildCache(
      dir,
      fullVersion,
      records?.version === fullVersion ? records.pages : {},
      shards?.version === fullVersion && shards.shards ? shards.shards : {},
    );
  }

  /** The keys of the pages this cache holds records of (see `pageKey` in builtPage.ts). */
  storedKeys(): string[] {
    return Object.keys(this.stored);
  }

  /**
   * The records of the page of `key`: `fresh` ones, indexed this build, or
   * when null the stored ones, which the indexer left to the cache because
   * `storedKeys` held the key.
   */
  recordsOf(key: string, fresh: SearchRecord[] | null): SearchRecord[] {
    const records = fresh ?? this.stored[key];
    if (!records) {
      throw new Error(`Search index cache: no records stored for page key ${key}.`);
    }
    if (fresh) this.misses += 1;
    else this.hits += 1;
    this.used[key] = records;
    return records;
  }

  /**
   * The shards of `records`: each group's stored shards (one, or all those
   * of a split group) if its records are the same, the other groups' from
   * `build()`, given only their records.
   */
  async shardsOf(
    records: SearchRecord[],
    options: ShardOptions,
    build: (records: SearchRecord[]) => Promise<BuiltShards>,
  ): Promise<BuiltShards> {
    const groups = [...shardGroups(records)]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([id, group]) => ({
        id,
        group,
        key: sha1(id, JSON.stringify(group), JSON.stringify(options)),
      }));
    const missing = groups.filter(({key}) => !this.storedShards[key]);
    const built =
      missing.length > 0 ? (await build(missing.flatMap(({group}) => group))).shards : [];
    // Groups in id order, a split group's shards in their order: as `buildShards` lists them.
    const shards = groups.flatMap(({id, key}) => {
      const groupShards = this.storedShards[key] ?? built.filter((shard) => shard.group === id);
      this.usedShards[key] = groupShards;
      return groupShards;
    });
    this.shardsBuilt = built.length;
    this.shardsReused = shards.length - built.length;
    return {shards, manifest: manifestOf(shards)};
  }

  /**
   * Keeps what this build used, and only that, so pages that are gone don't
   * pile up. Written to a temporary file first: a build stopped halfway
   * leaves the previous cache whole.
   */
  async save(): Promise<void> {
    try {
      await mkdir(this.dir, {recursive: true});
      const write = async (file: string, value: unknown) => {
        const target = path.join(this.dir, file);
        await writeFile(`${target}.tmp`, JSON.stringify(value));
        await rename(`${target}.tmp`, target);
      };
      await write(RECORDS_FILE, {version: this.version, pages: this.used} satisfies RecordsFile);
      await write(SHARDS_FILE, {
        version: this.version,
        shards: this.usedShards,
      } satisfies ShardsFile);
    } catch (error) {
      logger.warn(`Search index cache not saved in ${this.dir}: ${String(error)}`);
    }
  }
}
