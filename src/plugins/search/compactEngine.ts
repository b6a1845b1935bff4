/**
 * MiniSearch, loaded straight from the compact index. MiniSearch keeps its
 * index in protected fields so subclasses can build it; filling them here
 * skips the plain-object form `MiniSearch.loadJS` reads and converts, which
 * halves the work before a cold shard can answer.
 */
import MiniSearch, {type Options} from 'minisearch';
import {readFieldLengths, readPostings, type CompactIndex} from './indexCodec';

export class CompactMiniSearch<T> extends MiniSearch<T> {
  static fromCompact<T>(compact: CompactIndex, options: Options<T>): CompactMiniSearch<T> {
    const engine = new CompactMiniSearch<T>(options);
    const expectedFields = JSON.stringify(engine._fieldIds);
    if (JSON.stringify(compact.fieldIds) !== expectedFields) {
      throw new Error(
        `Compact index: fields ${JSON.stringify(compact.fieldIds)} are not ${expectedFields}`,
      );
    }
    const {n} = compact;
    readFieldLengths(compact).forEach((lengths, id) => {
      engine._documentIds.set(id, id);
      engine._idToShortId.set(id, id);
      engine._fieldLength.set(id, lengths);
    });
    engine._documentCount = n;
    engine._nextId = n;
    engine._avgFieldLength = [...compact.averageFieldLength];
    readPostings(compact, (term, postings) => engine._index.set(term, postings));
    return engine;
  }
}
