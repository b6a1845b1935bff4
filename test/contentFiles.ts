/** Helpers shared by the content tests: find Markdown files and read their front matter. */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

export const ROOT = path.join(__dirname, '..');

export type ContentFile = {
  /** Path relative to the repository root, for messages. */
  readonly file: string;
  /** Path relative to the docs folder, without extension: the default doc id. */
  readonly defaultId: string;
  readonly frontMatter: Record<string, unknown>;
  readonly content: string;
};

function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every doc of a docs folder, leaving out partials (files or folders starting with `_`). */
export function readDocsFolder(folder: string): ContentFile[] {
  const base = path.join(ROOT, folder);
  return walk(base)
    .filter(
      (full) =>
        !path
          .relative(base, full)
          .split(path.sep)
          .some((part) => part.startsWith('_')),
    )
    .sort()
    .map((full) => {
      const {data, content} = matter(readFileSync(full, 'utf8'));
      const relative = path.relative(base, full).replace(/\.mdx?$/, '');
      // Number prefixes ("1-support") are not part of ids, as in the docs plugin.
      const defaultId = relative
        .split(path.sep)
        .map((part) => part.replace(/^\d+[-_.]/, ''))
        .join('/');
      return {file: path.relative(ROOT, full), defaultId, frontMatter: data, content};
    });
}

/** The doc id the docs plugin gives a file: its folder plus the front-matter id, or its path. */
export function docId({defaultId, frontMatter}: ContentFile): string {
  if (typeof frontMatter.id !== 'string') return defaultId;
  const dir = path.posix.dirname(defaultId);
  return dir === '.' ? frontMatter.id : `${dir}/${frontMatter.id}`;
}
