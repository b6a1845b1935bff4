/**
 * Build figures: a cold production build after `docusaurus clear` and the
 * rebuilds after it, all under GNU time, then what build/ holds.
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {readdir, readFile, stat} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const BUILD_DIR = 'build';
/** Where webpack keeps its persistent caches (the framework's folder for them). */
export const WEBPACK_CACHE_DIR = 'node_modules/.cache/webpack';
export const env = {...process.env, NO_UPDATE_NOTIFIER: '1'};

/**
 * How every build the bench times is started, ours and stock's alike: the
 * site's own `build` script through npm, as a maintainer runs it. Each site's
 * script says what runs: ours gives Node the flags the build is measured
 * with, stock's is `docusaurus build`, as `create-docusaurus` writes it.
 * Started the same way, both pay npm's start, and the ratio compares the
 * builds alone.
 */
export const NPM_RUN_BUILD = ['npm', 'run', '--silent', 'build'] as const;

/**
 * Runs `measure` with a new, empty temporary folder for the builds it starts
 * (`TMPDIR`), and removes the folder after. The framework's config loader
 * (jiti) keeps what it compiles in `<tmpdir>/node-jiti`, keyed on each file's
 * path, and `docusaurus clear` leaves it; the scratch sites link this
 * checkout's node_modules, so a cold build found the packages compiled by
 * every build before it, as no fresh machine does. Every cold build, ours
 * and stock's, starts from an empty one; the rebuilds that follow a cold
 * build share its folder, as a writer's machine would.
 */
export function withEmptyTmpdir<T>(measure: (tmpEnv: {TMPDIR: string}) => T): T {
  const TMPDIR = mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
  const result = measure({TMPDIR});
  if (result instanceof Promise) {
    return result.finally(() => rmSync(TMPDIR, {recursive: true, force: true})) as T;
  }
  rmSync(TMPDIR, {recursive: true, force: true});
  return result;
}

export function run(
  command: string,
  args: string[],
  {cwd, extraEnv}: {cwd?: string; extraEnv?: NodeJS.ProcessEnv} = {},
) {
  const result = spawnSync(command, args, {
    cwd,
    env: {...env, ...extraEnv},
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
  }
  return result;
}

export interface Timing {
  seconds: number;
  /** Peak resident memory of the largest process, as GNU time reports it. */
  peakMiB: number;
  /**
   * CPU time of the build and every process it waited for (esbuild, the
   * minifier's workers), user and system: the work done, which wall time on a
   * shared 2-core machine shows only through its noise.
   */
  cpuSeconds: number;
}

/** Reads wall time, peak RSS and CPU time from the report of `/usr/bin/time -v`. */
export function parseGnuTime(stderr: string): Timing {
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(
    stderr,
  );
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  const user = /User time \(seconds\): ([\d.]+)/.exec(stderr);
  const system = /System time \(seconds\): ([\d.]+)/.exec(stderr);
  if (!wall || !rss || !user || !system) {
    throw new Error(`could not read GNU time output:\n${stderr.slice(-2000)}`);
  }
  const seconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
  // In hundredths, as GNU time prints them, so the sum carries no float noise.
  const cpuSeconds = Math.round((Number(user[1]) + Number(system[1])) * 100) / 100;
  return {seconds, peakMiB: Number(rss[1]) / 1024, cpuSeconds};
}

/** Phases the framework's timer (`DOCUSAURUS_PERF_LOGGER`) reports for a locale's build. */
export const PHASES = [
  'Load site',
  'Bundling with Webpack',
  'SSG',
  'postBuild()',
  'Broken links checker',
] as const;
export type Phase = (typeof PHASES)[number];

/** Timings parsed from the framework's phase timer, in seconds. */
export function parsePhases(output: string): Partial<Record<Phase, number>> {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const phases: Partial<Record<Phase, number>> = {};
  for (const phase of PHASES) {
    const escaped = phase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`\\[PERF\\] Build > [^>]+ > ${escaped} - ([\\d.]+) (seconds|ms)`).exec(
      plain,
    );
    if (match) phases[phase] = Number(match[1]) / (match[2] === 'ms' ? 1000 : 1);
  }
  return phases;
}

/** A build's wall time and peak memory, and where its time went. */
export interface TimedBuild extends Timing {
  phases: Partial<Record<Phase, number>>;
}

/** A digest of each file's bytes under `dir`, by path relative to it. */
export function outputDigests(dir = BUILD_DIR): Map<string, string> {
  const digests = new Map<string, string>();
  for (const entry of readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    digests.set(
      path.relative(dir, file),
      createHash('sha256').update(readFileSync(file)).digest('hex'),
    );
  }
  return digests;
}

/** Each file's size and modification time under `dir`, by relative path: what a write changes. */
export function fileStamps(dir = WEBPACK_CACHE_DIR): Map<string, string> {
  const stamps = new Map<string, string>();
  for (const entry of readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const {size, mtimeMs} = statSync(file);
    stamps.set(path.relative(dir, file), `${size} ${mtimeMs}`);
  }
  return stamps;
}

/** The paths one build's output has and the other's lacks, or holds with other bytes; sorted. */
export function differingFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((file) => before.get(file) !== after.get(file)).sort();
}

/**
 * Runs a build under GNU time with the framework's phase timer on: the
 * site's `build` script, as maintainers and `npm test` run it (it gives Node
 * the flags the build is measured with), with `tmpEnv`'s temporary folder.
 */
function timedBuildIn(tmpEnv: {TMPDIR: string}): TimedBuild {
  const result = run('/usr/bin/time', ['-v', ...NPM_RUN_BUILD], {
    extraEnv: {...tmpEnv, DOCUSAURUS_PERF_LOGGER: 'true'},
  });
  return {...parseGnuTime(result.stderr), phases: parsePhases(result.stdout)};
}

/** A build's phases, for a table cell: "Bundling with Webpack 20.1 s · SSG 11.0 s · …". */
export function describePhases(phases: Partial<Record<Phase, number>>): string {
  const known = PHASES.filter((phase) => phases[phase] !== undefined);
  if (known.length === 0) return "no phase times (has the framework's timer changed?)";
  return known.map((phase) => `${phase} ${(phases[phase] ?? 0).toFixed(1)} s`).join(' · ');
}

/** The docs page a writer edits in the rebuild and dev-server measurements. */
export const EDITED_PAGE = '/docs/installation/';
export const EDITED_SOURCE = 'docs/installation.mdx';

/**
 * A cold build (caches cleared), two rebuilds with nothing changed, then two
 * rebuilds after an edit of one docs page: a paragraph added, then taken
 * out again, so build/ ends as the source is. The framework's phase timer
 * is on for all five, to say where each one's time went.
 *
 * Two unchanged rebuilds: the first after a cold build once rewrote much of
 * webpack's persistent cache, because it found entries the cold build had
 * stored otherwise (src/plugins/performance/disk-cache-exclusions/), while
 * later ones read it and write nothing. A writer meets the second kind; a
 * fresh checkout or a cleared cache, the first.
 *
 * `unlikeCold` lists, for the two unchanged rebuilds and the one after the
 * edit is taken out, the files of build/ that differ from the cold build's.
 * `cacheWrites` lists, for the two unchanged rebuilds, the files of webpack's
 * caches each one wrote.
 */
export function coldAndWarmBuilds(log: (message: string) => void) {
  return withEmptyTmpdir((tmpEnv) => coldAndWarmBuildsIn(tmpEnv, log));
}

function coldAndWarmBuildsIn(tmpEnv: {TMPDIR: string}, log: (message: string) => void) {
  log('cold build (after docusaurus clear)…');
  run('npx', ['docusaurus', 'clear']);
  const timedBuild = () => timedBuildIn(tmpEnv);
  const cold = timedBuild();
  const coldOutput = outputDigests();
  // The rebuilds below end with the source as the cold build saw it, so
  // build/ should end as the cold build left it, byte for byte.
  const unlikeCold: string[][] = [];
  const rebuild = () => {
    const build = timedBuild();
    unlikeCold.push(differingFiles(coldOutput, outputDigests()));
    return build;
  };
  const cacheWrites: string[][] = [];
  const unchangedRebuild = () => {
    const before = fileStamps();
    const build = rebuild();
    cacheWrites.push(differingFiles(before, fileStamps()));
    return build;
  };
  log(`cold build: ${cold.seconds.toFixed(1)} s; warm rebuilds…`);
  const warm = [unchangedRebuild(), unchangedRebuild()] as const;
  log(
    `warm rebuilds: ${warm.map((build) => build.seconds.toFixed(1)).join(' s, ')} s; rebuilds after editing ${EDITED_SOURCE}…`,
  );
  const original = readFileSync(EDITED_SOURCE, 'utf8');
  let added: TimedBuild;
  try {
    writeFileSync(EDITED_SOURCE, `${original}\nA paragraph the benchmark adds.\n`);
    added = timedBuild();
  } finally {
    writeFileSync(EDITED_SOURCE, original);
  }
  const removed = rebuild();
  return {cold, warm, edited: [added, removed], unlikeCold, cacheWrites};
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true});
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    }),
  );
  return files.flat();
}

/**
 * The folders whose Markdown and MDX a build compiles into pages: ours, and
 * the stock anchor's (which has only the first three); a missing one counts 0.
 */
export const CONTENT_DIRS = [
  'docs',
  'versioned_docs',
  'blog',
  'changelog',
  'community',
  'dogfooding',
  'src/pages',
] as const;

/** Bytes of Markdown and MDX in a site's content folders: what its build has to compile. */
export async function markdownBytes(siteDir: string): Promise<number> {
  let total = 0;
  for (const dir of CONTENT_DIRS) {
    const files = await walk(path.join(siteDir, dir)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const file of files.filter((name) => /\.mdx?$/.test(name))) {
      total += (await stat(file)).size;
    }
  }
  return total;
}

export interface OutputStats {
  pages: number;
  redirects: number;
  sitemapUrls: number;
  files: number;
  sizeMiB: number;
}

export async function outputStats(buildDir = BUILD_DIR): Promise<OutputStats> {
  const files = await walk(buildDir);
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  const htmlFiles = files.filter((file) => file.endsWith('.html'));
  // Client redirects are tiny HTML files with a meta refresh; they are not pages.
  const redirects = (
    await Promise.all(
      htmlFiles.map(async (file) =>
        (await readFile(file, 'utf8')).includes('http-equiv="refresh"'),
      ),
    )
  ).filter(Boolean).length;
  const sitemap = await readFile(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return {
    pages: htmlFiles.length - redirects,
    redirects,
    sitemapUrls: (sitemap.match(/<loc>/g) ?? []).length,
    files: files.length,
    sizeMiB: sizes.reduce((a, b) => a + b, 0) / 1024 / 1024,
  };
}
