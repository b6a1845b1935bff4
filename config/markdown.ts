import type {Config} from '@docusaurus/types';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

/** Markdown options shared by every content plugin instance. */
export const markdown = {
  // `.md` files are CommonMark-friendly Markdown, `.mdx` files are MDX.
  format: 'detect',
  mermaid: true,
} satisfies Config['markdown'];

/** Extra admonition keyword, rendered by `src/theme/Admonition/Types.tsx`. */
export const admonitions = {
  keywords: ['my-custom-admonition'],
  extendDefaults: true,
};

/** Math in every content instance: `$inline$` and `$$block$$` rendered by KaTeX at build time. */
export const mathPlugins = {
  remarkPlugins: [remarkMath],
  rehypePlugins: [rehypeKatex],
};

/** Options every Markdown content instance shares. */
export const contentDefaults = {
  admonitions,
  ...mathPlugins,
};
