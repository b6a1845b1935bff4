#!/usr/bin/env node
/**
 * Lists every doc page with its word count, per docs folder:
 *   npm run word-count -- [folder...]   (default: docs, versioned_docs/*, community)
 * Words are counted in prose: front matter, code blocks, imports and JSX tags are left out.
 */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import matter from 'gray-matter';

async function listDocs(dir) {
  const entries = await readdir(dir, {withFileTypes: true}).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listDocs(full);
      return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [full] : [];
    }),
  );
  return nested.flat().sort();
}

export function proseWords(source) {
  const {content} = matter(source);
  const prose = content
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ');
  return (prose.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? []).length;
}

async function main() {
  const defaultFolders = [
    'docs',
    ...(await readdir('versioned_docs').catch(() => [])).map((v) => `versioned_docs/${v}`),
    'community',
  ];
  const folders = process.argv.length > 2 ? process.argv.slice(2) : defaultFolders;

  for (const folder of folders) {
    const files = await listDocs(folder);
    let total = 0;
    console.log(`\n${folder} (${files.length} pages)`);
    for (const file of files) {
      const words = proseWords(await readFile(file, 'utf8'));
      total += words;
      console.log(`  ${String(words).padStart(6)}  ${path.relative(folder, file)}`);
    }
    console.log(`  ${String(total).padStart(6)}  total`);
  }
}

// Run as a command; imported (by its test), it only provides proseWords.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
