#!/usr/bin/env node
/**
 * Where a page's main-thread time goes, task by task and webpack module by
 * module.
 *
 * Lighthouse's bootup-time audit only names script files, and the entry
 * bundle is one minified line, so it cannot say whether React, the route
 * table or a theme component is expensive. This loads a page of the built
 * site in Chromium, records a trace and a V8 CPU profile up to network idle,
 * and charges each sample's self time to the webpack module whose source span
 * contains it (module names come from `npm run analyze`, which must have run
 * on the same build). It lists the main-thread tasks that Lighthouse's mobile
 * preset would count as long (over 12.5 ms here, since it simulates a 4×
 * slower CPU from an unthrottled trace), the main thread's busy time and an
 * estimate of Lighthouse's blocking time after the first contentful paint,
 * the time V8 spent compiling on the main thread, then the self time of each
 * module.
 *
 *   npm run profile -- [/docs/installation/] [--top 30] [--tasks 8] [--slowdown 4] [--cpuprofile FILE]
 *
 * --cpuprofile writes the raw V8 profile, which DevTools' Performance panel
 * opens, to see the call stacks behind a module's self time.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../chromium.mjs';
import {startStaticServer} from '../../test/support/static-server.mjs';
import {moduleSpans} from './webpack-chunk.mjs';

const args = process.argv.slice(2);
const topArg = args.indexOf('--top');
const TOP = topArg >= 0 ? Number(args[topArg + 1]) : 30;
// Lighthouse's mobile preset simulates a 4× slower CPU from an unthrottled
// trace; --slowdown 4 throttles for real instead.
const slowArg = args.indexOf('--slowdown');
const SLOWDOWN = slowArg >= 0 ? Number(args[slowArg + 1]) : 1;
const tasksArg = args.indexOf('--tasks');
const TASKS = tasksArg >= 0 ? Number(args[tasksArg + 1]) : 8;
const profileArg = args.indexOf('--cpuprofile');
const PROFILE_FILE = profileArg >= 0 ? args[profileArg + 1] : undefined;
const optionValues = new Set(
  [topArg, tasksArg, slowArg, profileArg].filter((at) => at >= 0).map((at) => at + 1),
);
const route = args.find((arg, index) => arg.startsWith('/') && !optionValues.has(index)) ?? '/';

/** A main-thread task's trace event; its name changed across Chromium versions. */
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

const stats = JSON.parse(await readFile('bench-results/bundle-stats.json', 'utf8'));
const names = new Map();
for (const chunk of stats.chunks) {
  for (const module of chunk.modules ?? []) names.set(String(module.id), module.name);
}
const shortName = (name) =>
  name
    .replace(/^.*!/, '')
    .replace(/^.*node_modules\//, '')
    .replace(/^\.\//, '');

const server = await startStaticServer({root: 'build', gzip: true});
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
try {
  const page = await browser.newPage({viewport: {width: 412, height: 823}});
  const cdp = await page.context().newCDPSession(page);
  if (SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', {rate: SLOWDOWN});
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 100});
  await browser.startTracing(page, {
    categories: [
      'toplevel',
      'devtools.timeline',
      'blink.user_timing',
      'loading',
      'disabled-by-default-v8.compile',
    ],
  });
  // Every DOM change from the moment React starts, to list what the page
  // updates after hydration (hydration itself adopts the server's DOM).
  await page.addInitScript(() => {
    /* global window, document, Element, MutationObserver -- this function runs in the page */
    const changes = [];
    window.__domChanges = changes;
    const describe = (node) =>
      node instanceof Element
        ? `${node.localName}${node.classList.length ? `.${[...node.classList].slice(0, 2).join('.')}` : ''}`
        : node.nodeName;
    const observer = new MutationObserver((records) => {
      if (!window.docusaurus) return; // the entry has not run yet: the parser is building the page
      for (const record of records) {
        const what =
          record.type === 'attributes'
            ? `attribute ${record.attributeName} of ${describe(record.target)}`
            : record.type === 'characterData'
              ? `text in ${describe(record.target.parentNode)}`
              : `${record.addedNodes.length ? `added ${[...record.addedNodes].map(describe).join(', ')}` : ''}` +
                `${record.removedNodes.length ? `removed ${[...record.removedNodes].map(describe).join(', ')}` : ''}` +
                ` in ${describe(record.target)}`;
        changes.push(what);
      }
    });
    document.addEventListener('readystatechange', () =>
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      }),
    );
  });
  await cdp.send('Profiler.start');
  await page.goto(server.url + route, {waitUntil: 'networkidle'});
  const domChanges = await page.evaluate(() => window.__domChanges);
  const {profile} = await cdp.send('Profiler.stop');
  if (PROFILE_FILE) await writeFile(PROFILE_FILE, JSON.stringify(profile));
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const navigationStart = profile.startTime;
  const mainThread = trace.traceEvents.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )?.tid;

  const spansByFile = new Map();
  const spansFor = async (url) => {
    if (!url.startsWith(server.url) || !url.endsWith('.js')) return null;
    if (!spansByFile.has(url)) {
      const file = path.join('build', new URL(url).pathname);
      const source = await readFile(file, 'utf8').catch(() => null);
      const lineStarts = [0];
      for (let at = source?.indexOf('\n') ?? -1; at >= 0; at = source.indexOf('\n', at + 1)) {
        lineStarts.push(at + 1);
      }
      spansByFile.set(url, source ? {spans: moduleSpans(source), lineStarts} : null);
    }
    return spansByFile.get(url);
  };

  // A call frame names a line and column; the offset into the file finds its module.
  const selfTime = new Map();
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas;
  const timeline = [];
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index++) {
    const node = nodeById.get(profile.samples[index]);
    const ms = (deltas[index + 1] ?? 0) / 1000;
    time += deltas[index];
    const {url, functionName, columnNumber, lineNumber} = node.callFrame;
    let key;
    if (!url) key = functionName ? `(${functionName})` : '(native)';
    else {
      const chunk = await spansFor(url);
      const file = path.basename(new URL(url).pathname);
      const offset = (chunk?.lineStarts[lineNumber] ?? 0) + columnNumber;
      const span = chunk?.spans.find(
        (candidate) => offset >= candidate.start && offset < candidate.end,
      );
      key = span
        ? `${file} ${shortName(names.get(span.id) ?? `module ${span.id}`)}`
        : `${file} (outside modules)`;
    }
    selfTime.set(key, (selfTime.get(key) ?? 0) + ms);
    timeline.push({time, key, ms});
  }
  // The main thread's tasks from the trace: Lighthouse multiplies each by
  // the CPU slowdown and charges whatever exceeds 50 ms as blocking time.
  const tasks = trace.traceEvents
    .filter(
      (event) =>
        TASK_EVENTS.has(event.name) &&
        event.tid === mainThread &&
        event.ts >= navigationStart &&
        event.dur > 12_500 / SLOWDOWN,
    )
    .sort((a, b) => b.dur - a.dur);
  // What kind of work a task did, from the trace events directly inside it
  // (parsing HTML, compiling or running a script, style, layout...): samples
  // outside any script, `(program)`, are only named here.
  const mainEvents = trace.traceEvents.filter(
    (event) => event.tid === mainThread && event.ph === 'X' && !TASK_EVENTS.has(event.name),
  );
  const workKinds = (task) => {
    const end = task.ts + task.dur;
    const children = mainEvents
      .filter((event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const byName = new Map();
    let coveredUntil = 0;
    for (const event of children) {
      if (event.ts < coveredUntil) continue; // nested in an event already counted
      coveredUntil = event.ts + (event.dur ?? 0);
      byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    }
    return [...byName.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`)
      .join(', ');
  };
  console.log(`Longest main-thread tasks (start, length, kinds of work; what ran):`);
  const t0 = navigationStart;
  for (const task of tasks.slice(0, TASKS)) {
    const inside = new Map();
    for (const sample of timeline) {
      if (sample.time >= task.ts && sample.time <= task.ts + task.dur) {
        inside.set(sample.key, (inside.get(sample.key) ?? 0) + sample.ms);
      }
    }
    const top = [...inside.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(
      `  at ${((task.ts - t0) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(1)} ms: ${workKinds(task)}`,
    );
    for (const [key, ms] of top) console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${key}`);
  }
  // Lighthouse's blocking time, estimated from this trace: each task after the
  // first contentful paint, times the slowdown still to simulate, minus 50 ms.
  // Lighthouse simulates from its own trace, so this is a guide, not its figure.
  const firstPaint = trace.traceEvents.find(
    (event) => event.name === 'firstContentfulPaint' && event.tid === mainThread,
  )?.ts;
  if (firstPaint === undefined) {
    console.log('No first contentful paint in the trace: no blocking time');
  } else {
    const afterPaint = trace.traceEvents.filter(
      (event) =>
        TASK_EVENTS.has(event.name) &&
        event.tid === mainThread &&
        event.ts >= firstPaint &&
        event.dur !== undefined,
    );
    const factor = 4 / SLOWDOWN;
    const blocking = afterPaint.reduce(
      (sum, task) => sum + Math.max(0, (task.dur / 1000) * factor - 50),
      0,
    );
    const busy = afterPaint.reduce((sum, task) => sum + task.dur / 1000, 0);
    console.log(
      `After first contentful paint (at ${((firstPaint - t0) / 1000).toFixed(0)} ms): main thread busy ${busy.toFixed(0)} ms; ` +
        `blocking time at a 4× slower CPU about ${blocking.toFixed(0)} ms`,
    );
  }
  // V8 compiling on the main thread: functions compiled the first time they
  // run (CompileCode), scripts too small to stream (CompileScript), and the
  // main-thread end of a script compiled while it streamed in.
  const COMPILES = new Set(['V8.CompileCode', 'V8.CompileScript', 'V8.CompileStreamedScript']);
  let compiling = 0;
  let coveredUntil = 0;
  for (const event of mainEvents
    .filter((candidate) => COMPILES.has(candidate.name))
    .sort((a, b) => a.ts - b.ts)) {
    if (event.ts < coveredUntil) continue; // nested in one already counted
    coveredUntil = event.ts + (event.dur ?? 0);
    compiling += (event.dur ?? 0) / 1000;
  }
  console.log(`V8 compiling JavaScript on the main thread: ${compiling.toFixed(0)} ms`);
  const counted = new Map();
  for (const change of domChanges) counted.set(change, (counted.get(change) ?? 0) + 1);
  console.log(`DOM changes after the entry ran, to network idle (${domChanges.length}):`);
  for (const [change, count] of [...counted.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`  ${String(count).padStart(5)} × ${change}`);
  }
  const rows = [...selfTime.entries()].sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(
    `Self time on ${route}, CPU ×${SLOWDOWN}, to network idle: ${total.toFixed(0)} ms sampled`,
  );
  for (const [key, ms] of rows.slice(0, TOP)) {
    console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${key}`);
  }
} finally {
  await browser.close();
  await server.close();
}
