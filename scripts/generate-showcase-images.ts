/**
 * Draws the preview card of every showcase site: its name, its domain and its
 * colour, rendered to PNG with sharp. We make the previews ourselves rather
 * than screenshot other people's sites.
 *   npm run showcase-images
 * Cards are 1280×720 (16:9); ideal-image resizes them to the widths config/plugins.ts lists.
 */
import {mkdir, readdir, rm} from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import Color from 'color';
import {showcaseSites, siteSlug, type ShowcaseSite} from '../src/data/showcase';

export const CARD = {width: 1280, height: 720} as const;
const OUT_DIR = path.join(__dirname, '../src/data/showcase');

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;'})[char]!,
  );

/** Title size that keeps long names on one line. */
const titleSize = (title: string) => Math.min(120, Math.floor(1900 / Math.max(title.length, 8)));

function cardSvg(site: ShowcaseSite): string {
  const background = Color(site.color);
  const ink = background.isDark() ? '#ffffff' : '#16181d';
  const muted = background.isDark() ? 'rgba(255,255,255,0.78)' : 'rgba(22,24,29,0.75)';
  const accent = background.isDark()
    ? background.lighten(0.35).hex()
    : background.darken(0.25).hex();
  const domain = new URL(site.website).host.replace(/^www\./, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}">
  <rect width="100%" height="100%" fill="${background.hex()}"/>
  <circle cx="1130" cy="120" r="260" fill="${accent}" opacity="0.35"/>
  <circle cx="1210" cy="640" r="160" fill="${accent}" opacity="0.25"/>
  <rect x="96" y="250" width="120" height="12" rx="6" fill="${accent}"/>
  <text x="96" y="400" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${titleSize(site.title)}" fill="${ink}">${escapeXml(site.title)}</text>
  <text x="98" y="470" font-family="DejaVu Sans Mono, monospace" font-size="40" fill="${muted}">${escapeXml(domain)}</text>
  <text x="98" y="650" font-family="DejaVu Sans, sans-serif" font-size="28" fill="${muted}">Built with Docusaurus</text>
</svg>`;
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, {recursive: true});
  const wanted = new Set(showcaseSites.map((site) => `${siteSlug(site)}.png`));
  // Remove cards of sites that left the showcase.
  for (const file of await readdir(OUT_DIR)) {
    if (file.endsWith('.png') && !wanted.has(file)) await rm(path.join(OUT_DIR, file));
  }
  for (const site of showcaseSites) {
    const file = path.join(OUT_DIR, `${siteSlug(site)}.png`);
    await sharp(Buffer.from(cardSvg(site)))
      .png({compressionLevel: 9, palette: true})
      .toFile(file);
  }
  console.log(`wrote ${showcaseSites.length} preview cards to src/data/showcase/`);
}

void main();
