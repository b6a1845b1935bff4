import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/chromium.mjs';

/** Port of the production build served for the tests (not 3000, so a dev server can keep running). */
const PORT = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
      },
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
