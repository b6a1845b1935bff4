/**
 * A worker thread of the indexer pool (indexerPool.ts): it runs the tasks it
 * is sent, one message each (index the pages of the build, build the
 * shards), and answers with their results.
 */
import {parentPort, workerData} from 'node:worker_threads';
import {indexBuiltPage, type BuiltPageRecords} from './builtPage';
import {buildShards, type BuiltShards, type ShardOptions} from './shards';
import type {SearchRecord} from './types';

/** A page of the build: the file it was written to, and its path on the site. */
export type BuiltPageFile = {file: string; sitePath: string};

/**
 * What the pool sends: index `pages`, each worker taking the next page not
 * yet taken (`next` counts them, in memory the workers share); or build the
 * shards of every record.
 */
export type IndexTask =
  | {task: 'pages'; pages: BuiltPageFile[]; next: SharedArrayBuffer}
  | {task: 'shards'; records: SearchRecord[]; options: ShardOptions};

/** The pages this worker took, by their place in the list, with what `indexBuiltPage` gave. */
export type PagesTaken = [number, BuiltPageRecords | null][];

/** What each task answers. */
export type IndexResult<T extends IndexTask> = T extends {task: 'pages'} ? PagesTaken : BuiltShards;

/** A task as sent, and its reply: the result, or why it failed. */
export type IndexRequest = {id: number} & IndexTask;
export type IndexReply = {id: number; result: unknown} | {id: number; error: string};

/** What a worker is started with. */
export interface IndexWorkerData {
  siteTitle: string;
  /** The pages the build cache holds: the worker keys them and leaves their records to it. */
  storedKeys: string[];
}

/** Takes the next page not yet taken, until none is left: a worker that is free never waits. */
function takePages(
  {pages, next}: {pages: BuiltPageFile[]; next: SharedArrayBuffer},
  siteTitle: string,
  storedKeys: ReadonlySet<string>,
): PagesTaken {
  const counter = new Int32Array(next);
  const taken: PagesTaken = [];
  let place = Atomics.add(counter, 0, 1);
  while (place < pages.length) {
    const {file, sitePath} = pages[place]!;
    try {
      taken.push([place, indexBuiltPage(file, sitePath, storedKeys, siteTitle)]);
    } catch (error) {
      // The reply names the page: one failure stops the build, and this says where to look.
      throw new Error(`indexing ${sitePath} failed`, {cause: error});
    }
    place = Atomics.add(counter, 0, 1);
  }
  return taken;
}

function run(request: IndexTask, siteTitle: string, storedKeys: ReadonlySet<string>): unknown {
  return request.task === 'pages'
    ? takePages(request, siteTitle, storedKeys)
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
      const reason = [error, error instanceof Error ? error.cause : undefined]
        .filter((part) => part !== undefined)
        .map((part) => (part instanceof Error ? (part.stack ?? part.message) : String(part)))
        .join('\ncaused by: ');
      reply = {id: request.id, error: reason};
    }
    port.postMessage(reply);
  });
}
