#!/usr/bin/env node
/**
 * Renders the PNG icons the web manifest and PWA head tags need, and the
 * social card, from our SVG logo. Re-run after changing the logo:
 *   npm run icons
 * Outputs are committed, so a build never depends on this script.
 */
import {readFile, mkdir} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const img = path.join(root, 'static/img');

const logo = await readFile(path.join(img, 'docusaurus.svg'));

const icons = [
  {file: 'pwa/icon-192.png', size: 192},
  {file: 'pwa/icon-512.png', size: 512},
  {file: 'pwa/apple-touch-icon.png', size: 180},
  {file: 'docusaurus.png', size: 192},
];

await mkdir(path.join(img, 'pwa'), {recursive: true});
for (const {file, size} of icons) {
  await sharp(logo, {density: 72 * (size / 64)})
    .resize(size, size)
    .png()
    .toFile(path.join(img, file));
  console.log(`wrote static/img/${file} (${size}×${size})`);
}

// A maskable icon keeps the logo inside the safe zone (the middle 80%).
const maskablePadding = 52;
await sharp(logo, {density: 72 * ((512 - 2 * maskablePadding) / 64)})
  .resize(512 - 2 * maskablePadding)
  .extend({
    top: maskablePadding,
    bottom: maskablePadding,
    left: maskablePadding,
    right: maskablePadding,
    background: '#2e8555',
  })
  .png()
  .toFile(path.join(img, 'pwa/icon-512-maskable.png'));
console.log('wrote static/img/pwa/icon-512-maskable.png (512×512, maskable)');

const logoData = logo.toString('base64');
const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="#181920"/>
  <rect x="0" y="590" width="1200" height="40" fill="#2e8555"/>
  <image href="data:image/svg+xml;base64,${logoData}" x="90" y="165" width="300" height="300"/>
  <text x="450" y="300" font-family="DejaVu Sans, sans-serif" font-size="92" font-weight="bold" fill="#ffffff">Docusaurus</text>
  <text x="452" y="370" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#c9d1d9">Build optimized websites quickly,</text>
  <text x="452" y="418" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#c9d1d9">focus on your content</text>
</svg>`;
await sharp(Buffer.from(card)).png().toFile(path.join(img, 'docusaurus-social-card.png'));
console.log('wrote static/img/docusaurus-social-card.png (1200×630)');
