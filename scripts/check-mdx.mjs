#!/usr/bin/env node
/**
 * Fast check of Markdown/MDX files without a full build:
 *   npm run check-mdx -- docs/foo.mdx docs/bar/*.mdx   (no files: every page of docs/ and community/)
 * - the file compiles as MDX 3 (with GFM, directives and math, as the site does);
 * - front matter has a title (or an h1) and a description (pages only: partials,
 *   whose names start with `_`, are not pages);
 * - relative links to other .md/.mdx files point at files that exist.
 * The full build still checks routes and anchors; this catches most mistakes in seconds.
 */
import {readFile, readdir, access} from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';

/** Every Markdown file under a folder. */
async function markdownFiles(dir) {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : [...(await markdownFiles('docs')), ...(await markdownFiles('community'))];

const exists = (file) =>
  access(file).then(
    () => true,
    () => false,
  );
let failures = 0;

for (const file of files) {
  const problems = [];
  const raw = await readFile(file, 'utf8');
  const {data, content} = matter(raw);
  if (!path.basename(file).startsWith('_')) {
    if (!data.title && !/^# /m.test(content))
      problems.push('no `title` in front matter and no `# ` heading');
    if (!data.description) problems.push('no `description` in front matter');
  }
  if (file.endsWith('.mdx')) {
    try {
      await compile(content, {remarkPlugins: [remarkGfm, remarkDirective, remarkMath]});
    } catch (error) {
      problems.push(`MDX: ${error.message}${error.line ? ` (content line ${error.line})` : ''}`);
    }
  }
  const withoutCode = content.replace(/```[\s\S]*?```/g, '');
  for (const [, target] of withoutCode.matchAll(/\]\((\.{1,2}\/[^)#\s]+\.mdx?)(?:#[^)]*)?\)/g)) {
    const resolved = path.join(path.dirname(file), target);
    if (!(await exists(resolved))) problems.push(`link to missing file ${target}`);
  }
  if (problems.length > 0) {
    failures += 1;
    console.log(`✗ ${file}`);
    for (const problem of problems) console.log(`    ${problem}`);
  } else {
    console.log(`✓ ${file}`);
  }
}
process.exit(failures > 0 ? 1 : 0);
