import type {Config} from '@docusaurus/types';
import {IS_DEPLOY_PREVIEW, skipHtmlMinificationByDefault} from './config/env';
import {siteMetadata} from './config/site';
import {markdown} from './config/markdown';
import {presetOptions} from './config/preset';
import {plugins} from './config/plugins';
import {themeConfig} from './config/theme';
import {frontMatterTransform} from './config/frontMatter';
import {ssrTemplate} from './src/plugins/performance/entry-scripts-after-paint';
import {webpack} from './src/plugins/performance/esbuild-transform';

// Every build, dev server and script that loads this config starts here: the
// framework reads this flag later from the environment (see config/env.ts).
skipHtmlMinificationByDefault();

export default {
  ...siteMetadata,
  markdown: {
    ...markdown,
    parseFrontMatter: frontMatterTransform,
  },
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
