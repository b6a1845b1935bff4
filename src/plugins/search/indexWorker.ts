/**
 * A worker thread of the indexer pool (indexerPool.ts): it runs the tasks it
 * is sent, one message each (index a page, build the shards), and answers
 * with their results.
 */
import {parentPort, workerData} from 'node:worker_threads';
import {indexPage} from './indexer';
import {buildShards, type BuiltShards, type ShardOptions} from './shards';
import type {SearchRecord} from './types';

/** What the pool sends: index one page's built HTML, or build the shards of every record. */
export type IndexTask =
  | {task: 'page'; html: string; sitePath: string}
  | {task: 'shards'; records: SearchRecord[]; options: ShardOptions};

/** What each task answers. */
export type IndexResult<T extends IndexTask> = T extends {task: 'page'}
  ? SearchRecord[]
  : BuiltShards;

/** A task as sent, and its reply: the result, or why it failed. */
export type IndexRequest = {id: number} & IndexTask;
export type IndexReply = {id: number; result: unknown} | {id: number; error: string};

/** What a worker is started with. */
export interface IndexWorkerData {
  siteTitle: string;
}

function run(request: IndexTask, {siteTitle}: IndexWorkerData): unknown {
  return request.task === 'page'
    ? indexPage(request.html, request.sitePath, {siteTitle})
    : buildShards(request.records, request.options);
}

if (parentPort) {
  const port = parentPort;
  const data = workerData as IndexWorkerData;
  port.on('message', (request: IndexRequest) => {
    let reply: IndexReply;
    try {
      reply = {id: request.id, result: run(request, data)};
    } catch (error) {
      const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
      reply = {id: request.id, error: reason};
    }
    port.postMessage(reply);
  });
}
