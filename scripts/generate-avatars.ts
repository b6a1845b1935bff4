/**
 * Draws an initials avatar (SVG) for every author of the blog and the test
 * blog, so author images render without reaching another host:
 *   npm run avatars
 * Each authors.yml points `image_url` at /img/authors/<key>.svg.
 */
import {readFile, writeFile, mkdir} from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import {avatarColor, initials} from '../src/utils/avatar';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'static/img/authors');
const AUTHOR_FILES = ['blog/authors.yml', 'dogfooding/blog/authors.yml'];

function avatarSvg(key: string, name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${name}">
  <rect width="128" height="128" rx="64" fill="${avatarColor(key)}"/>
  <text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Verdana, sans-serif" font-size="48" font-weight="bold" fill="#ffffff">${initials(name)}</text>
</svg>
`;
}

async function main(): Promise<void> {
  await mkdir(outDir, {recursive: true});
  for (const file of AUTHOR_FILES) {
    const authors = yaml.load(await readFile(path.join(root, file), 'utf8')) as Record<
      string,
      {name?: string}
    >;
    for (const [key, author] of Object.entries(authors)) {
      await writeFile(path.join(outDir, `${key}.svg`), avatarSvg(key, author.name ?? key));
      console.log(`wrote static/img/authors/${key}.svg`);
    }
  }
}

void main();
