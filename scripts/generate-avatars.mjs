#!/usr/bin/env node
/**
 * Draws an initials avatar (SVG) for every author of the blog and the test
 * blog, so author images render without reaching another host:
 *   npm run avatars
 * Each authors.yml points `image_url` at /img/authors/<key>.svg.
 */
import {readFile, writeFile, mkdir} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import yaml from 'js-yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'static/img/authors');
const AUTHOR_FILES = ['blog/authors.yml', 'dogfooding/blog/authors.yml'];

/** Dark enough for white text to pass WCAG AA at this size. */
const PALETTE = [
  '#1f6f4a',
  '#2b5c8a',
  '#7a3e9d',
  '#9c4221',
  '#1d6b73',
  '#6b4f1d',
  '#8a2d4f',
  '#3d4f7a',
];

export function initialsOf(name) {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters =
    words.length > 1 ? [words[0][0], words.at(-1)[0]] : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

function colorOf(key) {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.codePointAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length];
}

function avatarSvg(key, name) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${name}">
  <rect width="128" height="128" rx="64" fill="${colorOf(key)}"/>
  <text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Verdana, sans-serif" font-size="48" font-weight="bold" fill="#ffffff">${initialsOf(name)}</text>
</svg>
`;
}

await mkdir(outDir, {recursive: true});
for (const file of AUTHOR_FILES) {
  const authors = yaml.load(await readFile(path.join(root, file), 'utf8'));
  for (const [key, author] of Object.entries(authors)) {
    await writeFile(path.join(outDir, `${key}.svg`), avatarSvg(key, author.name ?? key));
    console.log(`wrote static/img/authors/${key}.svg`);
  }
}
