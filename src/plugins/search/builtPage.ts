/**
 * One built page, from its HTML file to its records: read, keyed for the
 * build cache, and indexed unless the cache holds it. The indexer's workers
 * run this (indexWorker.ts), so the build's main thread only hands out paths:
 * in `postBuild` it is busy with the other plugins' steps, and while it read
 * and hashed the pages itself the first page reached a worker 2.8 s in (a
 * diagnosis of a cold build). Plain functions of their arguments, with no
 * logger or framework import, so the worker's bundle stays small.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {indexPage} from './indexer';
import type {SearchRecord} from './types';

/** A page's key in the build cache, and its records when they were indexed afresh. */
export type BuiltPageRecords = {key: string; records: SearchRecord[] | null};

export const sha1 = (...parts: string[]): string => {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/**
 * The page without its `<script>` and `<link>` elements, which the indexer
 * never reads (indexer.ts). They name the build's hashed assets, and one
 * edited page changes the runtime's hash in every page: keyed on the whole
 * HTML, an edit of one page would have re-indexed them all.
 */
export function withoutAssetTags(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*>/gi, '');
}

/** What the cache knows a page by: its path and what the indexer reads of it. */
export const pageKey = (sitePath: string, html: string): string =>
  sha1(sitePath, withoutAssetTags(html));

/** The page's HTML, or null when the build wrote no such file. */
function readHtml(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The page of `sitePath` as written in `file`: its cache key, and its
 * records unless `storedKeys` holds the key (then null: the cache has them).
 * Null when the build wrote no such file.
 */
export function indexBuiltPage(
  file: string,
  sitePath: string,
  storedKeys: ReadonlySet<string>,
  siteTitle: string,
): BuiltPageRecords | null {
  const html = readHtml(file);
  if (html === null) return null;
  const key = pageKey(sitePath, html);
  return {key, records: storedKeys.has(key) ? null : indexPage(html, sitePath, {siteTitle})};
}
