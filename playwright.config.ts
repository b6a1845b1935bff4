import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/chromium.mjs';

/** Port of the production build served for the tests (not 3000, so a dev server can keep running). */
const PORT = Number(process.env.E2E_PORT ?? 3210);

const CHROMIUM = {
  ...devices['Desktop Chrome'],
  launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
};

/** e2e/dev-server.spec.ts starts `docusaurus start` itself. */
const DEV_SERVER_SPEC = /dev-server\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    // e2e/screenshots.spec.ts: baselines committed next to the spec, one folder per spec file.
    // A pixel differs only past a small colour distance (pixelmatch also leaves anti-aliased
    // edge pixels out), and a shot may hold a few dozen such pixels: enough for text antialiasing
    // noise, far too few for a box moved by a pixel or two. Code blocks ask for stricter still.
    toHaveScreenshot: {
      pathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
      threshold: 0.1,
      maxDiffPixels: 40,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  // e2e/build-output.spec.ts: normalized pages and sitemap, committed next to the spec.
  snapshotPathTemplate: '{testDir}/__snapshots__/{testFileName}/{arg}{ext}',
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps a trace of its actions, console, network and sources; its error
    // context holds the page's accessibility snapshot. The trace's screencast and its DOM
    // snapshot at every action cost a fifth of each test's time, in every test, pass or fail.
    trace: {mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true},
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: DEV_SERVER_SPEC,
      use: CHROMIUM,
    },
    {
      // After every other spec, alone: the dev server's compiles take both of CI's cores.
      name: 'dev-server',
      testMatch: DEV_SERVER_SPEC,
      dependencies: ['chromium'],
      use: CHROMIUM,
    },
  ],
  // The production build, served the way `npm run serve` serves it.
  webServer: {
    command: `npx docusaurus serve --no-open --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {NO_UPDATE_NOTIFIER: '1'},
  },
});
