/**
 * Groups records into shards (one per version of the main docs, one for
 * everything else), builds each shard's MiniSearch index and names every
 * file after a hash of its content. A group too big for its budget even
 * without excerpts is split into several shards, whole pages at a time.
 * Pure: returns file names and contents.
 */
import {createHash} from 'node:crypto';
import {gzipSync} from 'node:zlib';
import MiniSearch from 'minisearch';
import {engineOptions, type IndexedSection} from './engine';
import {encodeIndex} from './indexCodec';
import type {
  HierarchyLevel,
  SearchManifest,
  SearchRecord,
  ShardFile,
  ShardPage,
  ShardSection,
} from './types';

/** The shard that holds everything outside the main docs' versions. */
export const REST_SHARD = 'rest';
const MAIN_DOCS_TAG_PREFIX = 'docs-default-';

/** Longest excerpts tried first; the first length whose shard fits the budget wins. */
export const EXCERPT_LENGTHS = [320, 240, 180, 140, 100, 60, 0];

export type ShardOptions = {
  /** Budget per shard, gzip-compressed. */
  maxGzipBytes: number;
};

export type BuiltShard = {
  /** The group's id (`rest`), or the group's id and the part's number (`rest-2`) when it was split. */
  id: string;
  /** The group of records it holds (all of them, or one part). */
  group: string;
  tags: string[];
  fileName: string;
  json: string;
  records: number;
  gzipBytes: number;
  excerptLength: number;
  overBudget: boolean;
};

export type BuiltShards = {shards: BuiltShard[]; manifest: SearchManifest};

export function shardIdForTag(tag: string): string {
  if (tag.startsWith(MAIN_DOCS_TAG_PREFIX)) {
    const version = tag.slice(MAIN_DOCS_TAG_PREFIX.length).replace(/[^\w.-]/g, '_');
    return `docs-${version}`;
  }
  return REST_SHARD;
}

/** Cuts text to at most `length` characters at a word boundary, marking the cut with `…`. */
export function excerpt(text: string, length: number): string {
  if (text.length <= length) {
    return text;
  }
  if (length === 0) {
    return '';
  }
  const cut = text.slice(0, length + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut.slice(0, length)).trimEnd()}…`;
}

const HEADING_LEVELS: HierarchyLevel[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function headingsOf(record: SearchRecord): (string | null)[] {
  const headings = HEADING_LEVELS.map((level) => record.hierarchy[level]);
  while (headings.length > 0 && headings[headings.length - 1] === null) {
    headings.pop();
  }
  return headings;
}

function splitUrl(url: string): [path: string, anchor: string] {
  const hash = url.indexOf('#');
  return hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash + 1)];
}

type PreparedShard = {
  file: ShardFile;
  /** Full text of each section, cut to the excerpt length when rendered. */
  texts: string[];
};

/** Everything but the excerpts, which depend on the size budget. */
function prepareShard(records: SearchRecord[]): PreparedShard {
  const pages: ShardPage[] = [];
  const pageIndex = new Map<string, number>();
  const sections: ShardSection[] = [];
  const engine = new MiniSearch<IndexedSection>(engineOptions);
  records.forEach((record, id) => {
    const [path, anchor] = splitUrl(record.url);
    let page = pageIndex.get(path);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(path, page);
      pages.push([
        path,
        record.hierarchy.lvl0 ?? '',
        record.hierarchy.lvl1 ?? '',
        record.language,
        record.docusaurus_tag,
        record.pageRank,
      ]);
    }
    const headings = headingsOf(record);
    sections.push([page, anchor, Number(record.type.slice(3)), headings, '']);
    engine.add({
      id,
      lvl0: record.hierarchy.lvl0 ?? '',
      lvl1: record.hierarchy.lvl1 ?? '',
      headings: headings.filter(Boolean).join(' '),
      keywords: record.keywords.join(' '),
      content: record.content,
    });
  });
  return {
    file: {v: 1, pages, sections, index: encodeIndex(engine.toJSON())},
    texts: records.map((record) => record.content),
  };
}

function renderShard({file, texts}: PreparedShard, excerptLength: number): string {
  const sections = file.sections.map((section, id): ShardSection => {
    const [page, anchor, level, headings] = section;
    return [page, anchor, level, headings, excerpt(texts[id]!, excerptLength)];
  });
  return JSON.stringify({...file, sections});
}

/** Serializes one shard with the given excerpt length. */
export function serializeShard(records: SearchRecord[], excerptLength: number): string {
  return renderShard(prepareShard(records), excerptLength);
}

function contentHash(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

/** One shard of `records`, with the longest excerpts that fit the budget. */
function buildShard(
  id: string,
  group: string,
  records: SearchRecord[],
  options: ShardOptions,
  prepared = prepareShard(records),
): BuiltShard {
  const tags = [...new Set(records.map((record) => record.docusaurus_tag))].sort();
  let json = '';
  let gzipBytes = 0;
  let excerptLength = 0;
  for (const length of EXCERPT_LENGTHS) {
    json = renderShard(prepared, length);
    gzipBytes = gzipSync(json).length;
    excerptLength = length;
    if (gzipBytes <= options.maxGzipBytes) {
      break;
    }
  }
  return {
    id,
    group,
    tags,
    fileName: `${id}.${contentHash(json)}.json`,
    json,
    records: records.length,
    gzipBytes,
    excerptLength,
    overBudget: gzipBytes > options.maxGzipBytes,
  };
}

/** The records of each page, pages in the order they came. */
export function pagesOf(records: SearchRecord[]): SearchRecord[][] {
  const pages = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const [path] = splitUrl(record.url);
    (pages.get(path) ?? pages.set(path, []).get(path)!).push(record);
  }
  return [...pages.values()];
}

/**
 * `pages` cut into `count` runs of pages, each close to an even share of the
 * records' text. A page is never cut: its sections share its stored fields.
 */
export function splitPages(pages: SearchRecord[][], count: number): SearchRecord[][] {
  const weight = (page: SearchRecord[]) =>
    page.reduce((sum, record) => sum + JSON.stringify(record).length, 0);
  const total = pages.reduce((sum, page) => sum + weight(page), 0);
  const parts: SearchRecord[][] = [];
  let part: SearchRecord[] = [];
  let done = 0;
  pages.forEach((page, index) => {
    part.push(...page);
    done += weight(page);
    const pagesLeft = pages.length - index - 1;
    const partsLeft = count - parts.length - 1;
    if (
      partsLeft > 0 &&
      (done >= (total * (parts.length + 1)) / count || pagesLeft === partsLeft)
    ) {
      parts.push(part);
      part = [];
    }
  });
  if (part.length > 0) parts.push(part);
  return parts;
}

/**
 * The shards of one group: one shard when it fits its budget, if need be
 * without excerpts; else as few parts as fit, numbered from 1, each with the
 * longest excerpts it has room for. Fewest parts rather than longest
 * excerpts: each part repeats the words the others hold, and a query
 * without filters loads them all. The client loads every shard whose tags a
 * query asks for, so a split group is searched whole.
 */
function buildGroup(group: string, records: SearchRecord[], options: ShardOptions): BuiltShard[] {
  const prepared = prepareShard(records);
  const whole = buildShard(group, group, records, options, prepared);
  const pages = pagesOf(records);
  if (!whole.overBudget || pages.length < 2) {
    return [whole];
  }
  const budget = options.maxGzipBytes;
  // Over budget, `whole` has no excerpts: its size says how many parts it needs at least.
  let count = Math.min(pages.length, Math.max(2, Math.ceil(whole.gzipBytes / budget)));
  for (;;) {
    const parts = splitPages(pages, count).map((part) => ({part, prepared: prepareShard(part)}));
    const largest = Math.max(
      ...parts.map(({prepared}) => gzipSync(renderShard(prepared, 0)).length),
    );
    if (largest <= budget || count === pages.length) {
      return parts.map(({part, prepared}, index) =>
        buildShard(`${group}-${index + 1}`, group, part, options, prepared),
      );
    }
    count += 1;
  }
}

/**
 * Builds every shard. Records keep their order (page after page, section
 * after section), which keeps the output identical from build to build.
 */
export function buildShards(records: SearchRecord[], options: ShardOptions): BuiltShards {
  const groups = shardGroups(records);
  const shards = [...groups.keys()]
    .sort()
    .flatMap((group) => buildGroup(group, groups.get(group)!, options));
  return {shards, manifest: manifestOf(shards)};
}

/** The records of each shard, by shard id, in the order they came. */
export function shardGroups(records: SearchRecord[]): Map<string, SearchRecord[]> {
  const groups = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const id = shardIdForTag(record.docusaurus_tag);
    (groups.get(id) ?? groups.set(id, []).get(id)!).push(record);
  }
  return groups;
}

/** The manifest that names each shard's file and the tags it holds. */
export function manifestOf(shards: BuiltShard[]): SearchManifest {
  return {
    v: 1,
    shards: Object.fromEntries(shards.map(({id, fileName, tags}) => [id, {file: fileName, tags}])),
  };
}
