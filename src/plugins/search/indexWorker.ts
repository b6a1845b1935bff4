/**
 * A worker thread of the indexer pool (indexerPool.ts): it runs the tasks it
 * is sent, one message each (read, key and index a built page; build the
 * shards), and answers with their results.
 */
import {parentPort, workerData} from 'node:worker_threads';
import {indexBuiltPage, type BuiltPageRecords} from './builtPage';
import {buildShards, type BuiltShards, type ShardOptions} from './shards';
import type {SearchRecord} from './types';

/**
 * What the pool sends: index the page of `sitePath` from the first of
 * `files` that exists, or build the shards of every record.
 */
export type IndexTask =
  | {task: 'page'; files: string[]; sitePath: string}
  | {task: 'shards'; records: SearchRecord[]; options: ShardOptions};

/** What each task answers: see `indexBuiltPage` and `buildShards`. */
export type IndexResult<T extends IndexTask> = T extends {task: 'page'}
  ? BuiltPageRecords | null
  : BuiltShards;

/** A task as sent, and its reply: the result, or why it failed. */
export type IndexRequest = {id: number} & IndexTask;
export type IndexReply = {id: number; result: unknown} | {id: number; error: string};

/** What a worker is started with. */
export interface IndexWorkerData {
  siteTitle: string;
  /** The pages the build cache holds: the worker keys them and leaves their records to it. */
  storedKeys: string[];
}

function run(request: IndexTask, siteTitle: string, storedKeys: ReadonlySet<string>): unknown {
  return request.task === 'page'
    ? indexBuiltPage(request.files, request.sitePath, storedKeys, siteTitle)
    : buildShards(request.records, request.options);
}

if (parentPort) {
  const port = parentPort;
  const {siteTitle, storedKeys} = workerData as IndexWorkerData;
  const stored = new Set(storedKeys);
  port.on('message', (request: IndexRequest) => {
    let reply: IndexReply;
    try {
      reply = {id: request.id, result: run(request, siteTitle, stored)};
    } catch (error) {
      const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
      reply = {id: request.id, error: reason};
    }
    port.postMessage(reply);
  });
}
