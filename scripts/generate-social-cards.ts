/**
 * Draws the social card (the image shown when a link is shared) of every
 * release post: `blog/releases/<x.y>/img/social-card.png`, 1200×630.
 *   npm run social-cards
 * Each release post sets `image: ./img/social-card.png` in its front matter.
 */
import {mkdir, readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import matter from 'gray-matter';

const RELEASES_DIR = path.join(__dirname, '../blog/releases');
const LOGO = path.join(__dirname, '../static/img/docusaurus.svg');

function cardSvg(version: string, date: string, logo: string): string {
  const day = new Date(date).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#181920"/>
      <stop offset="1" stop-color="#1f3b2d"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <image href="data:image/svg+xml;base64,${logo}" x="90" y="90" width="120" height="120"/>
  <text x="240" y="172" font-family="DejaVu Sans, sans-serif" font-size="44" font-weight="bold" fill="#ffffff">Docusaurus</text>
  <text x="86" y="400" font-family="DejaVu Sans, sans-serif" font-size="190" font-weight="bold" fill="#25c2a0">${version}</text>
  <text x="92" y="480" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#c9d1d9">Release notes · ${day}</text>
  <rect x="0" y="600" width="1200" height="30" fill="#2e8555"/>
</svg>`;
}

async function main(): Promise<void> {
  const logo = (await readFile(LOGO)).toString('base64');
  const versions = (await readdir(RELEASES_DIR, {withFileTypes: true}))
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  for (const version of versions) {
    const dir = path.join(RELEASES_DIR, version);
    const {data} = matter(await readFile(path.join(dir, 'index.mdx'), 'utf8'));
    const date = data.date instanceof Date ? data.date.toISOString() : String(data.date);
    await mkdir(path.join(dir, 'img'), {recursive: true});
    await sharp(Buffer.from(cardSvg(version, date, logo)))
      .png({compressionLevel: 9})
      .toFile(path.join(dir, 'img/social-card.png'));
    console.log(`wrote blog/releases/${version}/img/social-card.png`);
  }
}

void main();
