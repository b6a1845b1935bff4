/**
 * A compact transport form of MiniSearch's own serialized index. MiniSearch's
 * JSON repeats every document id and frequency as object keys; here the
 * postings of a term are delta-coded base-36 numbers in one string, which
 * gzip compresses far better. `decodeIndex` gives back exactly the object
 * `MiniSearch.loadJS` expects, so the engine itself is unchanged.
 *
 * Documents must have the ids 0..n-1, added in that order (the shard writer
 * does), so document ids and MiniSearch's short ids coincide.
 */
import type {AsPlainObject} from 'minisearch';

export type CompactIndex = {
  /** Number of documents. */
  n: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Field lengths, document after document, base 36, comma-separated. */
  lengths: string;
  /** Terms, space-separated (the tokenizer never leaves a space in a term). */
  terms: string;
  /**
   * One entry per term, space-separated. An entry lists its fields as
   * `field:postings`, joined by `;`. Postings are `delta[.frequency]`, comma-separated,
   * in base 36; the frequency is left out when it is 1.
   */
  postings: string;
};

type FieldPostings = Record<string, number>;

export function encodeIndex(index: AsPlainObject): CompactIndex {
  const n = index.documentCount;
  Object.entries(index.documentIds).forEach(([shortId, id]) => {
    if (Number(shortId) !== id || id >= n) {
      throw new Error(`encodeIndex: document ids must be 0..${n - 1} in order`);
    }
  });
  const fieldCount = Object.keys(index.fieldIds).length;
  const lengths: string[] = [];
  for (let id = 0; id < n; id += 1) {
    const perField = index.fieldLength[id] ?? [];
    for (let field = 0; field < fieldCount; field += 1) {
      lengths.push((perField[field] ?? 0).toString(36));
    }
  }
  const entries = [...index.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const postings = entries.map(([, fields]) =>
    Object.entries(fields as Record<string, FieldPostings>)
      .map(([fieldId, docs]) => {
        let previous = 0;
        const encoded = Object.entries(docs)
          .map(([doc, frequency]) => [Number(doc), frequency] as const)
          .sort((a, b) => a[0] - b[0])
          .map(([doc, frequency]) => {
            const delta = (doc - previous).toString(36);
            previous = doc;
            return frequency === 1 ? delta : `${delta}.${frequency.toString(36)}`;
          });
        return `${fieldId}:${encoded.join(',')}`;
      })
      .join(';'),
  );
  return {
    n,
    fieldIds: index.fieldIds,
    averageFieldLength: index.averageFieldLength,
    lengths: lengths.join(','),
    terms: entries.map(([term]) => term).join(' '),
    postings: postings.join(' '),
  };
}

/** Value of a base-36 digit (`0-9a-z`), or -1. */
function digit(code: number): number {
  if (code >= 48 && code <= 57) {
    return code - 48;
  }
  if (code >= 97 && code <= 122) {
    return code - 87;
  }
  return -1;
}

/**
 * Reads the postings string in one pass (no intermediate arrays or
 * strings: this runs in the browser before the first hits can show).
 */
function decodePostings(postings: string, terms: string[], n: number): AsPlainObject['index'] {
  const index: AsPlainObject['index'] = [];
  const length = postings.length;
  let position = 0;
  for (const term of terms) {
    const fields: Record<string, FieldPostings> = {};
    // One term: `field:posting,posting;field:posting` up to a space or the end.
    while (position < length && postings.charCodeAt(position) !== 32) {
      let field = 0;
      let code = postings.charCodeAt(position);
      while (digit(code) >= 0) {
        field = field * 36 + digit(code);
        code = postings.charCodeAt(++position);
      }
      if (code !== 58) {
        throw new Error(`decodeIndex: bad field entry for "${term}"`);
      }
      position += 1;
      const docs: FieldPostings = {};
      let doc = 0;
      for (;;) {
        let delta = 0;
        let digits = 0;
        code = postings.charCodeAt(position);
        while (digit(code) >= 0) {
          delta = delta * 36 + digit(code);
          digits += 1;
          code = postings.charCodeAt(++position);
        }
        let frequency = 1;
        if (code === 46) {
          frequency = 0;
          code = postings.charCodeAt(++position);
          while (digit(code) >= 0) {
            frequency = frequency * 36 + digit(code);
            code = postings.charCodeAt(++position);
          }
        }
        doc += delta;
        if (digits === 0 || doc >= n || frequency === 0) {
          throw new Error(`decodeIndex: bad posting for "${term}"`);
        }
        docs[doc] = frequency;
        if (code !== 44) {
          break;
        }
        position += 1;
      }
      fields[field] = docs;
      if (code === 59) {
        position += 1;
      }
    }
    index.push([term, fields]);
    position += 1;
  }
  if (position < length) {
    throw new Error('decodeIndex: terms and postings do not match');
  }
  return index;
}

/** Rebuilds MiniSearch's serialized form; throws on malformed input. */
export function decodeIndex(compact: CompactIndex): AsPlainObject {
  const {n, fieldIds, averageFieldLength} = compact;
  const fieldCount = Object.keys(fieldIds).length;
  const lengths = compact.lengths === '' ? [] : compact.lengths.split(',');
  if (lengths.length !== n * fieldCount) {
    throw new Error('decodeIndex: field lengths do not match the document count');
  }
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let id = 0; id < n; id += 1) {
    documentIds[id] = id;
    fieldLength[id] = lengths
      .slice(id * fieldCount, (id + 1) * fieldCount)
      .map((value) => parseInt(value, 36));
  }
  const terms = compact.terms === '' ? [] : compact.terms.split(' ');
  const postingCount =
    compact.postings === '' ? 0 : compact.postings.split(' ', terms.length + 1).length;
  if (terms.length !== postingCount) {
    throw new Error('decodeIndex: terms and postings do not match');
  }
  return {
    documentCount: n,
    nextId: n,
    documentIds,
    fieldIds,
    fieldLength,
    averageFieldLength,
    // The engine stores no fields: the shard keeps what hits show.
    storedFields: {},
    dirtCount: 0,
    index: decodePostings(compact.postings, terms, n),
    serializationVersion: 2,
  };
}
