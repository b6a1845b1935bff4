#!/usr/bin/env node
/**
 * Screenshots of served pages, for reviewing what a visitor sees:
 *   node scripts/screenshot.mjs http://127.0.0.1:3210 / /docs/ ...
 * Writes PNGs to screenshots/ (git-ignored). Set WIDTH, HEIGHT or THEME=dark to vary.
 */
import {mkdir} from 'node:fs/promises';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium.mjs';

const [origin, ...paths] = process.argv.slice(2);
if (!origin || paths.length === 0) {
  console.error('usage: node scripts/screenshot.mjs <origin> <path>...');
  process.exit(1);
}
const width = Number(process.env.WIDTH ?? 1280);
const height = Number(process.env.HEIGHT ?? 900);
await mkdir('screenshots', {recursive: true});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const page = await browser.newPage({
  viewport: {width, height},
  colorScheme: process.env.THEME === 'dark' ? 'dark' : 'light',
});
for (const path of paths) {
  await page.goto(new URL(path, origin).href, {waitUntil: 'networkidle'});
  const file = `screenshots/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}${process.env.THEME === 'dark' ? '-dark' : ''}.png`;
  await page.screenshot({path: file, fullPage: process.env.FULL === '1'});
  console.log(`wrote ${file}`);
}
await browser.close();
