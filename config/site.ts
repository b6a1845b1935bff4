import type {Config} from '@docusaurus/types';
import {BASE_URL, CRASH_TEST, IS_DEPLOY_PREVIEW, SITE_URL} from './env';

/** The framework's source repository: navbar/footer links and edit links. */
export const REPO_URL = 'https://github.com/facebook/docusaurus';

/**
 * Folder of the repository that holds this website's content. Edit links of
 * every docs version point at the current `docs/` folder in it, because that
 * is where fixes should land.
 */
export const EDIT_URL_BASE = `${REPO_URL}/edit/main/website/`;

/**
 * Version of the framework this site announces and runs on: the one place to
 * change when a release ships. It must be the newest entry of versions.json
 * (the docs snapshot cut for it) and the installed @docusaurus/core, which
 * config/site.test.ts checks.
 */
export const ANNOUNCED_VERSION = '3.5.2';

/** The release line it belongs to (`3.5`): the announcement bar and the release post's path. */
export const ANNOUNCED_RELEASE = ANNOUNCED_VERSION.split('.').slice(0, 2).join('.');

/** The site logo, 32×32 with a dark-mode variant; the navbar and the footer both show it. */
export const SITE_LOGO = {
  alt: 'Docusaurus logo',
  src: 'img/docusaurus.svg',
  srcDark: 'img/docusaurus-dark.svg',
  width: 32,
  height: 32,
};

export const siteMetadata = {
  title: 'Docusaurus',
  tagline: 'Build optimized websites quickly, focus on your content',
  organizationName: 'facebook',
  projectName: 'docusaurus',
  url: SITE_URL,
  baseUrl: BASE_URL,
  baseUrlIssueBanner: true,
  trailingSlash: true,
  favicon: 'img/favicon.svg',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'warn',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {
        label: 'English',
        direction: 'ltr',
        htmlLang: 'en',
        calendar: 'gregory',
        path: 'en',
      },
    },
  },
  future: {
    // Suffixes every storage key with a site-specific namespace, so two
    // Docusaurus sites on one origin (localhost:3000) never share state.
    experimental_storage: {type: 'localStorage', namespace: true},
  },
  customFields: {
    isDeployPreview: IS_DEPLOY_PREVIEW,
    crashTest: CRASH_TEST,
    announcedVersion: ANNOUNCED_VERSION,
    repoUrl: REPO_URL,
  },
} satisfies Partial<Config>;
