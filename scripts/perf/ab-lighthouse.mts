/**
 * One Lighthouse figure (blocking time unless --metric names another) of the
 * same pages with one built file in two versions, in interleaved runs, so
 * that both see the same machine. A lever's effect is often smaller than the
 * spread between two bench runs on this kind of machine; measured turn by
 * turn, it shows.
 *
 *   npm run bench:ab -- <built file> <version A> <version B> [--rounds 6] [--pages /,/docs/installation/]
 *     [--metric totalBlockingTime|largestContentfulPaint|firstContentfulPaint|mainThreadMs]
 *
 * The built file is a path under build/ (for example build/assets/js/main.1234abcd.js);
 * each version is a file whose bytes are served in its place. The original
 * file is put back at the end, even when a run fails.
 */
import {copyFileSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {startStaticServer} from '../../test/support/static-server.mjs';
import {lighthousePages, type LighthouseFigures} from './bench/lighthouse.mjs';
import {median} from './bench/report.mjs';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const positional = args.filter(
  (arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'),
);
const [target, ...versions] = positional;
if (!target || versions.length !== 2 || !target.startsWith('build/')) {
  console.error(
    'usage: npm run bench:ab -- build/<file> <version A> <version B> [--rounds 6] [--pages /,/docs/installation/] [--metric largestContentfulPaint]',
  );
  process.exit(1);
}
const rounds = Number(option('rounds') ?? 6);
const METRICS = [
  'totalBlockingTime',
  'largestContentfulPaint',
  'firstContentfulPaint',
  'mainThreadMs',
] as const satisfies readonly (keyof LighthouseFigures)[];
const metric = (option('metric') ?? 'totalBlockingTime') as (typeof METRICS)[number];
if (!METRICS.includes(metric)) {
  console.error(`--metric must be one of ${METRICS.join(', ')}; got "${metric}".`);
  process.exit(1);
}
const pages = (
  option('pages') ?? '/,/docs/installation/,/docs/markdown-features/code-blocks/,/blog/'
).split(',');

const original = readFileSync(target);
const server = await startStaticServer({root: 'build', gzip: true});
const measured = versions.map(() => new Map<string, number[]>());
try {
  for (let round = 1; round <= rounds; round++) {
    for (const [index, version] of versions.entries()) {
      copyFileSync(version, target);
      const results = await lighthousePages(server.url, pages, 1, () => {}, 'ab-');
      const figures = pages.map((page) => results[page]?.median[metric] ?? NaN);
      pages.forEach((page, at) => {
        const list = measured[index]?.get(page) ?? [];
        measured[index]?.set(page, [...list, figures[at] ?? NaN]);
      });
      console.log(
        `round ${round}/${rounds}, ${path.basename(version)}: ` +
          pages.map((page, at) => `${page} ${Math.round(figures[at] ?? NaN)} ms`).join(', '),
      );
    }
  }
} finally {
  writeFileSync(target, original);
  await server.close();
}
console.log(`\nLighthouse ${metric}, median of ${rounds} interleaved runs (mobile preset):`);
for (const page of pages) {
  const [a, b] = measured.map((byPage) => median(byPage.get(page) ?? []));
  console.log(
    `  ${page}: ${path.basename(versions[0] ?? '')} ${Math.round(a ?? NaN)} ms, ${path.basename(versions[1] ?? '')} ${Math.round(b ?? NaN)} ms`,
  );
}
