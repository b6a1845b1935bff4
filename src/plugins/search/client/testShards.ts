/** Loaded shards built from the test records, as the browser would have them. */
import {buildShards, type ShardOptions} from '../shards';
import {testRecords} from '../testRecords';
import type {SearchRecord} from '../types';
import {parseShard, type LoadedShard} from './shard';

export function loadTestShards(records: SearchRecord[] = testRecords): LoadedShard[] {
  return buildShards(records, {maxGzipBytes: 150 * 1024}).shards.map((shard) =>
    parseShard(shard.id, JSON.parse(shard.json)),
  );
}

/** The files a build would write, by URL path under `/search/`. */
export function testFiles(
  records: SearchRecord[] = testRecords,
  options: ShardOptions = {maxGzipBytes: 150 * 1024},
): Map<string, string> {
  const {shards, manifest} = buildShards(records, options);
  return new Map([
    ['manifest.json', JSON.stringify(manifest)],
    ...shards.map((shard) => [shard.fileName, shard.json] as [string, string]),
  ]);
}
