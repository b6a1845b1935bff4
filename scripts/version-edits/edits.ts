/**
 * The edit types that turn a fresh docs snapshot into the docs of an older
 * release, and the pure functions that apply them to a file's text.
 *
 * Every edit must find its target. When the current docs change and an edit
 * no longer matches, applying it throws an `EditError` instead of silently
 * leaving newer content in the older version.
 */

type EditBase = {
  /** Path of the file, relative to the version folder (`versioned_docs/version-<x>/`). */
  readonly file: string;
  /** One line: why the older release needs this edit. */
  readonly reason: string;
};

/** Replaces an exact string, which must occur exactly `count` times (default 1). */
export type ReplaceEdit = EditBase & {
  readonly kind: 'replace';
  readonly find: string;
  readonly replace: string;
  readonly count?: number;
};

/** Deletes the Markdown table rows whose first cell is exactly `firstCell`, e.g. '`xslt`'. */
export type DeleteTableRowEdit = EditBase & {
  readonly kind: 'deleteTableRow';
  readonly firstCell: string;
  readonly count?: number;
};

/**
 * Deletes the lines from `from` to the first `to` line after it. Both are exact,
 * whole lines; `from` must occur once. `include` says which anchor lines go too.
 */
export type DeleteBlockEdit = EditBase & {
  readonly kind: 'deleteBlock';
  readonly from: string;
  readonly to: string;
  readonly include: 'both' | 'from' | 'to' | 'neither';
};

/** Deletes every line that contains `containing`; there must be exactly `count` (default 1). */
export type DeleteLinesEdit = EditBase & {
  readonly kind: 'deleteLines';
  readonly containing: string;
  readonly count?: number;
};

export type VersionEdit = ReplaceEdit | DeleteTableRowEdit | DeleteBlockEdit | DeleteLinesEdit;

/** An edit that could not be applied: its target is missing or ambiguous. */
export class EditError extends Error {
  constructor(
    readonly edit: VersionEdit,
    problem: string,
  ) {
    super(
      `${edit.file}: ${describeEdit(edit)}: ${problem}\n    reason of the edit: ${edit.reason}`,
    );
    this.name = 'EditError';
  }
}

/** A short, human description of an edit, for error messages. */
export function describeEdit(edit: VersionEdit): string {
  const shorten = (text: string) => {
    const line = text.replace(/\n/g, '\\n');
    return line.length > 70 ? `${line.slice(0, 67)}...` : line;
  };
  switch (edit.kind) {
    case 'replace':
      return `replace "${shorten(edit.find)}"`;
    case 'deleteTableRow':
      return `delete the table row starting with ${edit.firstCell}`;
    case 'deleteBlock':
      return `delete the block from "${shorten(edit.from)}" to "${shorten(edit.to)}"`;
    case 'deleteLines':
      return `delete the lines containing "${shorten(edit.containing)}"`;
  }
}

function countOccurrences(text: string, find: string): number {
  if (find === '') return 0;
  return text.split(find).length - 1;
}

function expectCount(edit: VersionEdit, found: number, expected: number): void {
  if (found === expected) return;
  throw new EditError(
    edit,
    found === 0
      ? 'target not found. The docs changed since this edit was written: update or remove the edit.'
      : `found ${found} times, expected ${expected}. Make the target unique or set \`count\`.`,
  );
}

/** The first cell of a Markdown table row, or undefined for any other line. */
function firstCellOf(line: string): string | undefined {
  const match = /^\|([^|]*)\|/.exec(line);
  return match ? match[1]!.trim() : undefined;
}

/**
 * Removes lines `start` to `end` (exclusive). When the removal leaves two blank
 * lines next to each other, one of them goes too, so paragraphs stay one blank line apart.
 */
function spliceLines(lines: string[], start: number, end: number): string[] {
  const before = lines.slice(0, start);
  let after = lines.slice(end);
  const lastBefore = before[before.length - 1];
  if (lastBefore !== undefined && lastBefore.trim() === '' && after[0]?.trim() === '') {
    after = after.slice(1);
  }
  return [...before, ...after];
}

/** Applies one edit to the text of its file and returns the new text. Throws an `EditError`. */
export function applyEdit(text: string, edit: VersionEdit): string {
  switch (edit.kind) {
    case 'replace': {
      expectCount(edit, countOccurrences(text, edit.find), edit.count ?? 1);
      return text.split(edit.find).join(edit.replace);
    }
    case 'deleteTableRow': {
      const lines = text.split('\n');
      const kept = lines.filter((line) => firstCellOf(line) !== edit.firstCell);
      expectCount(edit, lines.length - kept.length, edit.count ?? 1);
      return kept.join('\n');
    }
    case 'deleteLines': {
      let lines = text.split('\n');
      const matches = lines.filter((line) => line.includes(edit.containing)).length;
      expectCount(edit, matches, edit.count ?? 1);
      for (let index = lines.length - 1; index >= 0; index -= 1) {
        if (lines[index]!.includes(edit.containing)) lines = spliceLines(lines, index, index + 1);
      }
      return lines.join('\n');
    }
    case 'deleteBlock': {
      const lines = text.split('\n');
      const fromIndexes = lines.flatMap((line, index) => (line === edit.from ? [index] : []));
      if (fromIndexes.length !== 1) {
        throw new EditError(
          edit,
          fromIndexes.length === 0
            ? 'start line not found. The docs changed since this edit was written: update or remove the edit.'
            : `start line found ${fromIndexes.length} times; it must be unique.`,
        );
      }
      const from = fromIndexes[0]!;
      const to = lines.indexOf(edit.to, from + 1);
      if (to === -1) {
        throw new EditError(edit, 'end line not found after the start line.');
      }
      const start = edit.include === 'both' || edit.include === 'from' ? from : from + 1;
      const end = edit.include === 'both' || edit.include === 'to' ? to + 1 : to;
      return spliceLines(lines, start, end).join('\n');
    }
  }
}

/**
 * Applies a list of edits, in order, to a set of files given as a map from
 * path to text. Returns the new texts of the files that changed, plus every
 * error, so one run reports all stale edits at once.
 */
export function applyEdits(
  edits: readonly VersionEdit[],
  readFile: (file: string) => string | undefined,
): {files: Map<string, string>; errors: EditError[]} {
  const files = new Map<string, string>();
  const errors: EditError[] = [];
  for (const edit of edits) {
    const text = files.get(edit.file) ?? readFile(edit.file);
    if (text === undefined) {
      errors.push(new EditError(edit, 'file not found in the version folder.'));
      continue;
    }
    try {
      files.set(edit.file, applyEdit(text, edit));
    } catch (error) {
      if (!(error instanceof EditError)) throw error;
      errors.push(error);
    }
  }
  return {files, errors};
}
