import type {Config} from '@docusaurus/types';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import {rehypeCodeTokens} from '../src/plugins/performance';
import {additionalLanguages, darkCodeTheme, lightCodeTheme, magicComments} from './prismTheme';
import {frontMatterTransform} from '../dogfooding/frontMatter';

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
