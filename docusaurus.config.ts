import type {Config} from '@docusaurus/types';
import {IS_DEPLOY_PREVIEW} from './config/env';
import {siteMetadata} from './config/site';
import {markdown} from './config/markdown';
import {presetOptions} from './config/preset';
import {plugins} from './config/plugins';
import {themeConfig} from './config/theme';
import {ssrTemplate, webpack, skipHtmlMinificationByDefault} from './src/plugins/performance';

// Every build, dev server and script that loads this config starts here: the
// framework reads this flag later from the environment (one of the performance
// levers: src/plugins/performance/README.md).
skipHtmlMinificationByDefault();

export default {
  ...siteMetadata,
  markdown,
  presets: [['classic', presetOptions]],
  themes: ['@docusaurus/theme-mermaid'],
  plugins,
  clientModules: [
    './src/clientModules/migrateStorageKeys.ts',
    './src/components/ColorGenerator/clientModule.ts',
    ...(IS_DEPLOY_PREVIEW ? ['./src/clientModules/routeLogger.ts'] : []),
  ],
  themeConfig,
  ssrTemplate,
  webpack,
} satisfies Config;
