import type {ParseFrontMatter} from '@docusaurus/types';

/**
 * Front-matter hook for every Markdown file (config/markdown.ts: the framework
 * takes one per site). The test area uses it to prove
 * that a transform can change a doc's visibility: a doc that sets
 * `force_unlisted_parseFrontMatter_test: true` becomes unlisted.
 */
export const frontMatterTransform: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  if (result.frontMatter.force_unlisted_parseFrontMatter_test === true) {
    result.frontMatter.unlisted = true;
  }
  return result;
};
