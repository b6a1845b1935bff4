/**
 * Groups records into shards (one per version of the main docs, one for
 * everything else), builds each shard's MiniSearch index and names every
 * file after a hash of its content. When the rest is too big for its budget
 * even without excerpts, its largest tags get shards of their own. Pure:
 * returns file names and contents.
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
  /** The group's id (`rest`), or the group's id and a tag that left it for a shard of its own (`rest-docs-api-current`). */
  id: string;
  /** The group of records it holds (all of them, or a part). */
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

/** `text` with every character that can't go in a file name made `_`. */
function safeId(text: string): string {
  return text.replace(/[^\w.-]/g, '_');
}

/** `items` grouped by `keyOf`, keys in first-seen order, items in the order they came. */
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(item);
  }
  return groups;
}

export function shardIdForTag(tag: string): string {
  if (tag.startsWith(MAIN_DOCS_TAG_PREFIX)) {
    return `docs-${safeId(tag.slice(MAIN_DOCS_TAG_PREFIX.length))}`;
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
): BuiltShard {
  const tags = [...new Set(records.map((record) => record.docusaurus_tag))].sort();
  const prepared = prepareShard(records);
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

/** The records of `records` with each tag, tags heaviest first (by the size of their records). */
function tagsByWeight(records: SearchRecord[]): [tag: string, records: SearchRecord[]][] {
  const weighed = [...groupBy(records, (record) => record.docusaurus_tag)].map(([tag, tagged]) => ({
    tag,
    tagged,
    weight: tagged.reduce((sum, record) => sum + JSON.stringify(record).length, 0),
  }));
  // Each tag is weighed once, above: weighing inside the comparator would
  // serialise a tag's records again at every comparison.
  return weighed
    .sort((x, y) => y.weight - x.weight || (x.tag < y.tag ? -1 : 1))
    .map(({tag, tagged}) => [tag, tagged]);
}

/**
 * The shards of one group: one shard when it fits its budget, if need be
 * without excerpts. Else (only the rest group holds several tags) its
 * heaviest tag moves to a shard of its own, `rest-<tag>`, then the next,
 * until what is left fits or holds one tag. A query loads only the shards
 * of the tags it asks for, so the main docs' readers stop paying for a
 * large docs instance or blog. A tag is never cut into pages: its readers
 * would load every part, and each part repeats the words the others hold.
 * (Cut into the fewest runs of pages that fit, the 4× scale site's rest
 * made six shards of 848 KB in all, against 306 KB uncut, though five of
 * the six kept their excerpts; the index alone was 84–117 KB in each part.
 * A diagnosis.)
 */
function buildGroup(group: string, records: SearchRecord[], options: ShardOptions): BuiltShard[] {
  let shard = buildShard(group, group, records, options);
  if (!shard.overBudget) {
    return [shard];
  }
  const own: BuiltShard[] = [];
  let rest = records;
  for (const [tag, tagged] of tagsByWeight(records)) {
    if (!shard.overBudget || rest.length === tagged.length) break;
    own.push(buildShard(`${group}-${safeId(tag)}`, group, tagged, options));
    rest = rest.filter((record) => record.docusaurus_tag !== tag);
    shard = buildShard(group, group, rest, options);
  }
  return [shard, ...own.sort((a, b) => (a.id < b.id ? -1 : 1))];
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
  return groupBy(records, (record) => shardIdForTag(record.docusaurus_tag));
}

/** The manifest that names each shard's file and the tags it holds. */
export function manifestOf(shards: BuiltShard[]): SearchManifest {
  return {
    v: 1,
    shards: Object.fromEntries(shards.map(({id, fileName, tags}) => [id, {file: fileName, tags}])),
  };
}
