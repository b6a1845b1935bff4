/**
 * Reads a downloaded shard into a ready-to-query MiniSearch engine. Any
 * malformed shard is rejected here, so a corrupt file shows the search
 * error screen instead of breaking later.
 */
import type MiniSearch from 'minisearch';
import {engineOptions, type IndexedSection} from '../engine';
import {CompactMiniSearch} from '../compactEngine';
import type {ShardFile, ShardPage, ShardSection} from '../types';

export type LoadedShard = {
  id: string;
  pages: ShardPage[];
  sections: ShardSection[];
  engine: MiniSearch<IndexedSection>;
};

export class InvalidShardError extends Error {
  constructor(id: string, reason: string) {
    super(`Search shard "${id}" is invalid: ${reason}`);
    this.name = 'InvalidShardError';
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isPage(value: unknown): value is ShardPage {
  if (!Array.isArray(value) || value.length !== 6) {
    return false;
  }
  const rank = value[5] as unknown;
  return value.slice(0, 5).every(isString) && typeof rank === 'number' && rank > 0 && rank <= 1;
}

function isSection(value: unknown, pageCount: number): value is ShardSection {
  if (!Array.isArray(value) || value.length !== 5) {
    return false;
  }
  const [page, anchor, level, headings, excerpt] = value as unknown[];
  return (
    Number.isInteger(page) &&
    (page as number) >= 0 &&
    (page as number) < pageCount &&
    isString(anchor) &&
    Number.isInteger(level) &&
    (level as number) >= 1 &&
    (level as number) <= 6 &&
    Array.isArray(headings) &&
    headings.every((heading) => heading === null || isString(heading)) &&
    isString(excerpt)
  );
}

export function parseShard(id: string, data: unknown): LoadedShard {
  const file = data as Partial<ShardFile> | null;
  if (!file || typeof file !== 'object' || file.v !== 1) {
    throw new InvalidShardError(id, 'unknown format');
  }
  const {pages, sections, index} = file;
  if (!Array.isArray(pages) || !pages.every(isPage)) {
    throw new InvalidShardError(id, 'bad pages');
  }
  if (!Array.isArray(sections) || !sections.every((section) => isSection(section, pages.length))) {
    throw new InvalidShardError(id, 'bad sections');
  }
  if (!index || typeof index !== 'object' || index.n !== sections.length) {
    throw new InvalidShardError(id, 'index does not match the sections');
  }
  let engine: MiniSearch<IndexedSection>;
  try {
    engine = CompactMiniSearch.fromCompact(index, engineOptions);
  } catch (error) {
    throw new InvalidShardError(id, (error as Error).message);
  }
  return {id, pages, sections, engine};
}
