/**
 * A minimal site holding only the test area's crashTest page, for the build
 * test that proves a page crashing during server rendering fails the build
 * with an error naming it (test/crashTestBuild.test.ts). Building the whole
 * site for that would take minutes.
 */
import type {Config} from '@docusaurus/types';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import {CRASH_TEST} from '../config/env';

export default {
  title: 'Crash test',
  url: 'https://docusaurus.io',
  baseUrl: '/',
  trailingSlash: true,
  onBrokenLinks: 'throw',
  customFields: {crashTest: CRASH_TEST},
  themes: ['@docusaurus/theme-classic'],
  plugins: [
    [
      'content-pages',
      {
        id: 'pages-tests',
        path: 'dogfooding/pages',
        routeBasePath: '/tests/pages',
        include: ['crashTest.tsx'],
      } satisfies PagesOptions,
    ],
  ],
} satisfies Config;
