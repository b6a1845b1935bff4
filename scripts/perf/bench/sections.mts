/**
 * The benchmark's sections. Each one measures, then returns its raw figures
 * (for bench.json) and its table rows, with the goal of each judged figure.
 */
import {measureSearch} from '../bench-search.mjs';
import {coldAndWarmBuilds, describePhases, markdownBytes, outputStats} from './build.mjs';
import {devServerReady} from './dev.mjs';
import {freePort} from '../../dev-server.mjs';
import {BOOT_PAGES, GOALS, HOME_PAGE, STOCK_TBT_SHARE, type Goal} from './goals.mjs';
import {lighthousePages, REPORTS_DIR, type LighthouseFigures} from './lighthouse.mjs';
import {kib, median, milliseconds, seconds, type Row} from './report.mjs';
import {scaleRows} from './scaleReport.mjs';
import {criticalJs, MEASURED_PAGES, networkWeights, routeChunksJs, type Bytes} from './weight.mjs';
import {buildStockSite, removeStockSite, STOCK_DOC_PAGE, STOCK_SHAPE} from './stock.mjs';
import {SCALE_LOG_DIR, scaleCurve, scaleLogFile} from './scale.mjs';
import {startStaticServer} from '../../../test/support/static-server.mjs';

export interface Context {
  /** The raw figures of the sections that ran before this one, by section. */
  earlier: Record<string, {data?: unknown} | undefined>;
  /** Measure the existing build/ without building. */
  skipBuild: boolean;
  /** Lighthouse runs per page. */
  runs: number;
  /** Cold builds of each point of the scale curve, ours and stock's. */
  scaleRuns: number;
  /** The points of the scale curve: how many times the docs pages each one has. */
  scaleFactors: number[];
  /** Where build/ is served, for the sections that load pages. */
  origin: string;
  log: (message: string) => void;
}

export interface SectionResult {
  title: string;
  data: unknown;
  rows: Row[];
  notes?: string[];
}

const kb = (bytes: number) => `${kib(bytes).toFixed(1)} KiB`;

/** Our figure against stock's, in milliseconds: "143 ms of 79 ms: 1.81" and the share itself. */
function shareOfStock(ours: number, stock: number): {display: string; value: number} {
  const value = ours / Math.max(stock, 1);
  return {display: `${milliseconds(ours)} of ${milliseconds(stock)}: ${value.toFixed(2)}`, value};
}

export const SECTIONS = {
  async build({skipBuild, log}: Context): Promise<SectionResult> {
    const builds = skipBuild ? null : coldAndWarmBuilds(log);
    const output = await outputStats();
    const rows: Row[] = [];
    if (builds) {
      const {cold, warm, edited, unlikeCold, cacheWrites} = builds;
      const fileList = (files: string[]) =>
        files.length === 0 ? 'none' : `${files.length} (${files.slice(0, 3).join(', ')}…)`;
      const slowestWarm = Math.max(...warm.map((build) => build.seconds));
      const slowestEdited = Math.max(...edited.map((build) => build.seconds));
      const msPerPage = (cold.seconds * 1000) / output.pages;
      rows.push(
        {label: 'Cold build (after clear), wall', display: seconds(cold.seconds)},
        {
          label: 'Cold build per page',
          display: milliseconds(msPerPage),
        },
        {
          label: 'Cold build peak memory (largest process)',
          display: `${cold.peakMiB.toFixed(0)} MiB`,
          value: cold.peakMiB,
          goal: GOALS.coldBuildPeakMemory,
        },
        {
          label: 'Cold build CPU time (user + system, with esbuild and the workers)',
          display: seconds(cold.cpuSeconds),
        },
        {
          label:
            'Warm rebuild, nothing changed, wall (slower of 2: after the cold build, then again)',
          display: `${seconds(slowestWarm)} (${warm.map((build) => seconds(build.seconds)).join(', ')})`,
          value: slowestWarm,
          goal: GOALS.warmRebuild,
        },
        {
          label: 'Rebuild after editing one docs page, wall (slower of 2)',
          display: `${seconds(slowestEdited)} (${edited.map((build) => seconds(build.seconds)).join(', ')})`,
          value: slowestEdited,
          goal: GOALS.editedRebuild,
        },
        {
          label:
            "Files of build/ unlike the cold build's (the 2 unchanged rebuilds, then the one after the edit is undone)",
          display: unlikeCold.map(fileList).join('; '),
        },
        {
          label: "Files of webpack's caches the 2 unchanged rebuilds wrote",
          display: cacheWrites.map(fileList).join('; '),
        },
        {label: 'Cold build phases', display: describePhases(cold.phases)},
        ...warm.map((build, index) => ({
          label: `Warm rebuild ${index === 0 ? 'after the cold build' : 'after a rebuild'}: phases`,
          display: describePhases(build.phases),
        })),
        ...edited.map((build, index) => ({
          label: `Rebuild after editing, ${index === 0 ? 'paragraph added' : 'paragraph removed'}: phases`,
          display: describePhases(build.phases),
        })),
      );
    } else {
      rows.push({label: 'Cold and warm builds', display: 'skipped (--skip-build)'});
    }
    rows.push(
      {label: 'Pages (HTML, without redirects)', display: String(output.pages)},
      {label: 'Redirect pages', display: String(output.redirects)},
      {label: 'Sitemap URLs', display: String(output.sitemapUrls)},
      {label: 'build/ size', display: `${output.sizeMiB.toFixed(1)} MiB in ${output.files} files`},
    );
    return {title: 'Build', data: {...builds, output}, rows};
  },

  async dev({log}: Context): Promise<SectionResult> {
    const {cold, warm, cacheWritten, editSeconds} = await devServerReady(await freePort(), log);
    const slowestEdit = Math.max(...editSeconds);
    return {
      title: 'Dev server (`docusaurus start`, current docs only)',
      data: {cold, warm, cacheWritten, editSeconds},
      rows: [
        {
          label: "Ready, empty webpack cache: the home page's heading in Chromium",
          display: seconds(cold.readySeconds),
          value: cold.readySeconds,
          goal: GOALS.devServerReady,
        },
        {
          label: 'First response to GET /, empty webpack cache',
          display: seconds(cold.servedSeconds),
        },
        {
          label: cacheWritten
            ? 'Ready, cache of the previous start'
            : 'Ready again (the first start wrote no cache)',
          display: seconds(warm.readySeconds),
          value: warm.readySeconds,
          goal: GOALS.devServerReady,
        },
        {
          label: 'Docs page edited: the change in an open browser (slowest of 3)',
          display: `${seconds(slowestEdit)} (${editSeconds.map((time) => time.toFixed(1)).join(', ')} s)`,
          value: slowestEdit,
          goal: GOALS.devEditInBrowser,
        },
      ],
    };
  },

  async weight({origin, log}: Context): Promise<SectionResult> {
    log('critical JS and network weight in Chromium…');
    const critical: Record<string, Bytes> = Object.fromEntries(
      await Promise.all(MEASURED_PAGES.map(async (page) => [page, await criticalJs(page)])),
    );
    const routeChunks: Record<string, Bytes> = Object.fromEntries(
      await Promise.all(MEASURED_PAGES.map(async (page) => [page, await routeChunksJs(page)])),
    );
    const network = await networkWeights(origin);
    const bytes = ({files, raw, gzip}: Bytes) =>
      `${kb(gzip)} gzip (${kb(raw)} raw, ${files} file${files === 1 ? '' : 's'})`;
    const rows = MEASURED_PAGES.flatMap((page): Row[] => {
      const pageCritical = critical[page] as Bytes;
      const pageNetwork = network[page];
      if (!pageNetwork) throw new Error(`no network weight for ${page}`);
      return [
        {
          label: `${page} critical JS (the entry scripts its HTML loads)`,
          display: bytes(pageCritical),
          value: kib(pageCritical.gzip),
          goal: GOALS.criticalJsGzip,
        },
        {
          label: `${page} route chunks its HTML lists, fetched after the first paint`,
          display: bytes(routeChunks[page] as Bytes),
        },
        {label: `${page} all JS to network idle`, display: bytes(pageNetwork.js)},
        {label: `${page} all CSS to network idle`, display: bytes(pageNetwork.css)},
      ];
    });
    return {title: 'Page weight (gzip level 9)', data: {critical, routeChunks, network}, rows};
  },

  async lighthouse({origin, runs, log}: Context): Promise<SectionResult> {
    const results = await lighthousePages(origin, MEASURED_PAGES, runs, log);
    const goals = GOALS.lighthouse;
    const rows = MEASURED_PAGES.flatMap((page): Row[] => {
      const figures = (results[page] as {median: LighthouseFigures}).median;
      const score = (label: string, key: keyof LighthouseFigures, goal: Goal): Row => ({
        label: `${page} ${label}`,
        display: String(figures[key]),
        value: figures[key],
        goal,
      });
      return [
        score('performance', 'performance', goals.performance(page)),
        score('accessibility', 'accessibility', goals.accessibility),
        score('best practices', 'bestPractices', goals.bestPractices),
        score('SEO', 'seo', goals.seo),
        {label: `${page} FCP`, display: milliseconds(figures.firstContentfulPaint)},
        {
          label: `${page} LCP`,
          display: milliseconds(figures.largestContentfulPaint),
          value: figures.largestContentfulPaint,
          goal: goals.largestContentfulPaint,
        },
        {
          label: `${page} TBT`,
          display: milliseconds(figures.totalBlockingTime),
          value: figures.totalBlockingTime,
          goal: goals.totalBlockingTime(page),
        },
        {
          label: `${page} CLS`,
          display: figures.cumulativeLayoutShift.toFixed(3),
          value: figures.cumulativeLayoutShift,
          goal: goals.cumulativeLayoutShift,
        },
        {
          label: `${page} long tasks / main-thread work / DOM elements`,
          display: `${figures.longTasks} / ${milliseconds(figures.mainThreadMs)} / ${figures.domElements}`,
        },
      ];
    });
    const notes = MEASURED_PAGES.flatMap((page) =>
      Object.entries(results[page]?.failingAudits ?? {})
        .filter(([, audits]) => audits.length > 0)
        .map(([category, audits]) => `${page} ${category}: ${audits.join(', ')}`),
    );
    return {
      title: `Lighthouse 12.2.3, mobile preset, median of ${runs} run${runs === 1 ? '' : 's'}`,
      data: results,
      rows,
      notes: [
        ...(notes.length > 0 ? ['Audits losing points (last run):', ...notes] : []),
        `Full reports of the last runs: ${REPORTS_DIR}/`,
      ],
    };
  },

  async search({origin, log}: Context): Promise<SectionResult> {
    log('search: shards, first hits and warm queries in Chromium…');
    const {shards, firstHits, warmQueries} = await measureSearch(origin);
    const max = (values: number[]) => Math.max(...values);
    const hits = (label: string, times: number[]): Row => ({
      label,
      display: `${milliseconds(max(times))} max, ${milliseconds(median(times))} median`,
      value: max(times),
      goal: GOALS.search.firstHits,
    });
    const warm = median(warmQueries);
    return {
      title: 'Search (scripts/perf/bench-search.mjs)',
      data: {shards, firstHits, warmQueries},
      rows: [
        ...shards.map((shard): Row => ({
          label: `Shard ${shard.id}, gzip`,
          display: `${kb(shard.gzip)} (${shard.sections} sections)`,
          value: kib(shard.gzip),
          goal: GOALS.search.shardGzip,
        })),
        hits('First hits, typing at once after Ctrl+K', firstHits.atOnce),
        hits('First hits, typing 1 s after opening', firstHits.afterPause),
        {
          label: 'Warm query, median',
          display: `${warm.toFixed(2)} ms`,
          value: warm,
          goal: GOALS.search.warmQuery,
        },
      ],
    };
  },

  async stock({runs, log, earlier}: Context): Promise<SectionResult> {
    const build = await buildStockSite(log);
    try {
      const server = await startStaticServer({
        root: `${build.siteDir}/build`,
        port: 0,
        gzip: true,
      });
      let results: Awaited<ReturnType<typeof lighthousePages>>;
      try {
        results = await lighthousePages(
          server.url,
          [HOME_PAGE, STOCK_DOC_PAGE],
          runs,
          log,
          'stock-',
        );
      } finally {
        await server.close();
      }
      const msPerPage = (build.cold.seconds * 1000) / build.pages;
      const rows: Row[] = [
        {
          label: 'Cold build, wall',
          display: `${seconds(build.cold.seconds)} for ${build.pages} pages`,
        },
        {label: 'Cold build per page', display: milliseconds(msPerPage)},
        {label: 'Cold build peak memory', display: `${build.cold.peakMiB.toFixed(0)} MiB`},
        {label: 'Cold build CPU time (user + system)', display: seconds(build.cold.cpuSeconds)},
      ];
      for (const [page, label] of [
        [HOME_PAGE, 'home'],
        [STOCK_DOC_PAGE, 'docs page'],
      ] as const) {
        const figures = (results[page] as {median: LighthouseFigures}).median;
        rows.push(
          {label: `Stock ${label} performance`, display: String(figures.performance)},
          {
            label: `Stock ${label} LCP / TBT`,
            display: `${milliseconds(figures.largestContentfulPaint)} / ${milliseconds(figures.totalBlockingTime)}`,
          },
        );
      }
      // Our cold build per page against stock's, when this run built both.
      const ourBuild = earlier.build?.data as
        {cold?: {seconds: number; cpuSeconds: number}; output: {pages: number}} | undefined;
      if (ourBuild?.cold) {
        const ourMsPerPage = (ourBuild.cold.seconds * 1000) / ourBuild.output.pages;
        const ourCpuMsPerPage = (ourBuild.cold.cpuSeconds * 1000) / ourBuild.output.pages;
        const stockCpuMsPerPage = (build.cold.cpuSeconds * 1000) / build.pages;
        rows.push(
          {
            label: "Our cold build per page, share of stock's",
            ...shareOfStock(ourMsPerPage, msPerPage),
            goal: GOALS.coldBuildPerPageShareOfStock,
          },
          {
            label: "Our cold build's CPU time per page, share of stock's",
            display: shareOfStock(ourCpuMsPerPage, stockCpuMsPerPage).display,
          },
        );
        // What a page holds differs: the goal counts pages, and this row says how much each has.
        const ourKiBPerPage = (await markdownBytes(process.cwd())) / 1024 / ourBuild.output.pages;
        const stockKiBPerPage = (await markdownBytes(build.siteDir)) / 1024 / build.pages;
        rows.push({
          label: "Markdown and MDX compiled per page, ours and stock's",
          display: `${ourKiBPerPage.toFixed(1)} KiB and ${stockKiBPerPage.toFixed(1)} KiB: ${(ourKiBPerPage / stockKiBPerPage).toFixed(2)}×`,
        });
      }
      // Our boot pages against stock's docs page, when this run measured both.
      const ours = earlier.lighthouse?.data as
        Record<string, {median: LighthouseFigures}> | undefined;
      const stockDocsTbt = (results[STOCK_DOC_PAGE] as {median: LighthouseFigures}).median
        .totalBlockingTime;
      for (const page of BOOT_PAGES) {
        const tbt = ours?.[page]?.median.totalBlockingTime;
        if (tbt === undefined) continue;
        rows.push({
          label: `${page} TBT, share of stock's docs page`,
          ...shareOfStock(tbt, stockDocsTbt),
          goal: {comparison: 'atMost', limit: STOCK_TBT_SHARE, unit: ''},
        });
      }
      return {
        title:
          `Anchor: stock Docusaurus 3.5.2, classic preset, ${STOCK_SHAPE.versions} docs versions ` +
          `(Lighthouse median of ${runs})`,
        data: {build: {cold: build.cold, pages: build.pages, msPerPage}, lighthouse: results},
        rows,
      };
    } finally {
      await removeStockSite(build.siteDir);
    }
  },

  async scale({scaleRuns, scaleFactors, log}: Context): Promise<SectionResult> {
    const {ours, stock} = await scaleCurve(log, scaleRuns, scaleFactors);
    const rows = scaleRows(ours, stock);
    return {
      title: `Scale curve: cold builds with the docs multiplied, stock at the same page counts (median of ${scaleRuns} run${scaleRuns === 1 ? '' : 's'} a point)`,
      data: {ours, stock},
      rows,
      notes: [
        'Ours: a clone of HEAD with copies of docs/ in an extra docs instance (scripts/perf/bench/scale.mts).',
        `Each of our builds' output: ${SCALE_LOG_DIR}/${scaleLogFile(1, 1)}, and so on for each factor and run.`,
        "Phases from the framework timer (DOCUSAURUS_PERF_LOGGER); Load site includes loading every plugin's content.",
      ],
    };
  },
} satisfies Record<string, (context: Context) => Promise<SectionResult>>;
