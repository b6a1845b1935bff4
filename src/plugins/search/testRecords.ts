/**
 * Records for the unit tests of the shard writer and the client: a small
 * site with two docs versions, a blog post and a community page.
 */
import type {HierarchyLevel, SearchRecord} from './types';

type Input = {
  url: string;
  type?: HierarchyLevel;
  lvl0?: string;
  lvl1: string;
  headings?: string[];
  content?: string;
  keywords?: string[];
  tag?: string;
  language?: string;
  pageRank?: number;
};

export function record(input: Input): SearchRecord {
  const [lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null] = input.headings ?? [];
  return {
    url: input.url,
    type:
      input.type ??
      (input.headings?.length ? (`lvl${input.headings.length + 1}` as HierarchyLevel) : 'lvl1'),
    hierarchy: {lvl0: input.lvl0 ?? 'Docs', lvl1: input.lvl1, lvl2, lvl3, lvl4, lvl5, lvl6},
    content: input.content ?? '',
    keywords: input.keywords ?? [],
    language: input.language ?? 'en',
    docusaurus_tag: input.tag ?? 'docs-default-current',
    pageRank: input.pageRank ?? ((input.tag ?? 'docs-').startsWith('docs-') ? 1 : 0.8),
  };
}

export const testRecords: SearchRecord[] = [
  record({
    url: '/docs/configuration/',
    lvl1: 'Configuration',
    content: 'The site configuration lives in docusaurus.config.ts at the root of the project.',
    keywords: ['siteConfig'],
  }),
  record({
    url: '/docs/configuration/#trailing-slash',
    lvl1: 'Configuration',
    headings: ['URLs and trailing slashes'],
    content: 'Set trailingSlash to decide whether generated URLs end with a slash.',
    keywords: ['trailingSlash'],
  }),
  record({
    url: '/docs/deployment/',
    lvl1: 'Deployment',
    content:
      'Hosts differ in how they serve folders; check trailingSlash before you deploy the sidebar build.',
  }),
  record({
    url: '/docs/sidebar/',
    lvl0: 'Guides',
    lvl1: 'Sidebar',
    content: 'A sidebar groups related documents and sets their order.',
  }),
  record({
    url: '/docs/sidebar/#collapsible-categories',
    lvl0: 'Guides',
    lvl1: 'Sidebar',
    headings: ['Collapsible categories'],
    content:
      'Categories collapse by default. Readers open them with one click, and the state is kept while they browse the rest of the documentation pages.',
  }),
  record({
    url: '/docs/3.4.0/sidebar/',
    lvl0: 'Guides',
    lvl1: 'Sidebar',
    content: 'Older sidebar documentation for version 3.4.0.',
    tag: 'docs-default-3.4.0',
  }),
  record({
    url: '/blog/2024/05/01/sidebar-news/',
    lvl0: 'Blog',
    lvl1: 'Sidebar news',
    content: 'The sidebar learned to hide itself.',
    tag: 'default',
  }),
  record({
    url: '/community/support/',
    lvl0: 'Community',
    lvl1: 'Support',
    content: 'Ask questions about the sidebar on Discord.',
    tag: 'docs-community-current',
  }),
  record({
    url: '/docs/markup/',
    lvl1: 'Markup <script>alert(1)</script>',
    content: 'Write <b>bold</b> text & "quotes" in Markdown.',
  }),
];

/**
 * A docs instance of `pages` reference pages, each with an intro and two
 * option sections whose names and defaults differ from page to page: a
 * large group of one tag for the shard-splitting tests.
 */
export function instanceRecords(tag: string, pages: number): SearchRecord[] {
  return Array.from({length: pages}, (_, page) => {
    const name = `plugin${page}`;
    const url = `/${tag}/${name}/`;
    const lvl1 = `The ${name} plugin`;
    return [
      record({url, lvl1, tag, content: `${name} adds route${page} pages and a ${name}Client.`}),
      ...['path', 'timeout'].map((option, index) =>
        record({
          url: `${url}#${option}`,
          lvl1,
          tag,
          headings: [`${name}.${option}`],
          content: `Set ${name}.${option} to ${page * 7 + index} for site${page % 5}; default ${option}${page}.`,
        }),
      ),
    ];
  }).flat();
}
