import type {Config} from '@docusaurus/types';
import type * as RemarkMath from 'remark-math';
import type * as RehypeKatex from 'rehype-katex';
import {defaultExportOf, rehypeCodeTokens} from '../src/plugins/performance';
import {additionalLanguages, darkCodeTheme, lightCodeTheme, magicComments} from './prismTheme';
import {frontMatterTransform} from '../dogfooding/frontMatter';

// ES module packages, loaded by Node rather than compiled by the config loader
// (src/plugins/performance/esm-packages-native).
const remarkMath = defaultExportOf<typeof RemarkMath>('remark-math');
const rehypeKatex = defaultExportOf<typeof RehypeKatex>('rehype-katex');

/** Markdown options shared by every content plugin instance. */
export const markdown = {
  // `.md` files are CommonMark-friendly Markdown, `.mdx` files are MDX.
  format: 'detect',
  mermaid: true,
  // Site-wide by the framework's design, but only the test area uses it (see the module).
  parseFrontMatter: frontMatterTransform,
} satisfies Config['markdown'];

/** Extra admonition keyword, rendered by `src/theme/Admonition/Types.tsx`. */
export const admonitions = {
  keywords: ['my-custom-admonition'],
  extendDefaults: true,
};

/**
 * Code blocks highlighted during the compile, with the site's Prism themes and
 * languages (see src/plugins/performance/code-highlight).
 */
export const codeHighlighting = [
  rehypeCodeTokens,
  {themes: [lightCodeTheme, darkCodeTheme], additionalLanguages, magicComments},
] as const;

/**
 * Options every Markdown content instance shares: the admonitions, math
 * (`$inline$` and `$$block$$`, rendered by KaTeX at build time) and code
 * highlighting.
 */
export const contentDefaults = {
  admonitions,
  remarkPlugins: [remarkMath],
  rehypePlugins: [rehypeKatex, codeHighlighting],
};
