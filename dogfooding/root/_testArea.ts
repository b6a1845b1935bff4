/** What the test area holds, for its root page (`/tests/`). */
export type TestAreaEntry = {
  readonly title: string;
  readonly path: string;
  /** One line on what the entry exercises. */
  readonly checks: string;
};

export const testAreaSections: readonly {
  readonly title: string;
  readonly entries: readonly TestAreaEntry[];
}[] = [
  {
    title: 'Docs and blog instances',
    entries: [
      {
        title: 'Test docs',
        path: '/tests/docs/',
        checks:
          'Two sidebars, drafts, unlisted docs, tags, category conventions, TOC levels, links and odd paths.',
      },
      {
        title: 'Test blog',
        path: '/tests/blog/',
        checks:
          'Three posts per page, several and image-only authors, duplicate titles and footnotes, unlisted and draft posts, styled feeds.',
      },
    ],
  },
  {
    title: 'Content and Markdown',
    entries: [
      {
        title: 'Markdown tests (.md)',
        path: '/tests/pages/markdown-tests-md/',
        checks:
          'A .md file parsed as CommonMark: braces, angle brackets and HTML stay plain Markdown.',
      },
      {
        title: 'Markdown tests (.mdx)',
        path: '/tests/pages/markdown-tests-mdx/',
        checks: 'MDX 3 expressions, JSX, imports, escaping, partials, admonitions, math and GFM.',
      },
      {
        title: 'Code block tests',
        path: '/tests/pages/code-block-tests/',
        checks:
          'Every Prism language the site loads, titles, line numbers, magic comments and long lines.',
      },
      {
        title: 'Diagram tests',
        path: '/tests/pages/diagrams/',
        checks: 'Mermaid diagrams of eight kinds, redrawn for each colour mode.',
      },
      {
        title: 'Tabs tests',
        path: '/tests/pages/tabs-tests/',
        checks: 'Synced tab groups, query-string tabs, default values and lazy panels.',
      },
      {
        title: 'Page TOC tests',
        path: '/tests/pages/page-toc-tests/',
        checks:
          'A page table of contents with heading levels from front matter and headings from a partial.',
      },
      {
        title: 'Link tests',
        path: '/tests/pages/link-tests/',
        checks: 'Internal, relative, anchor, external, pathname:// and mailto: links.',
      },
    ],
  },
  {
    title: 'Head and search engines',
    entries: [
      {
        title: 'Head metadata tests',
        path: '/tests/pages/head-metadata/',
        checks: 'Head tags from front matter and from an MDX head element, and which one wins.',
      },
      {
        title: 'SEO tests',
        path: '/tests/pages/seo/',
        checks: 'Title, description, social image, robots, canonical URL and JSON-LD from React.',
      },
      {
        title: 'Unlisted page',
        path: '/tests/pages/unlisted/',
        checks: 'An unlisted page: built, marked noindex and left out of the sitemap.',
      },
      {
        title: 'Analytics',
        path: '/tests/pages/analytics/',
        checks: 'How analytics plugins send events, with a demo that sends nothing.',
      },
    ],
  },
  {
    title: 'Theme, layout and React',
    entries: [
      {
        title: 'Layout without children',
        path: '/tests/pages/layout-no-children/',
        checks: 'The theme Layout with no children still shows the navbar and footer.',
      },
      {
        title: 'Navbar dropdown tests',
        path: '/tests/pages/navbar-dropdown-tests/',
        checks: 'The plain dropdown navbar item with link, HTML, doc and sidebar items.',
      },
      {
        title: 'z-index tests',
        path: '/tests/pages/z-index-tests/',
        checks: 'Sticky, fixed and overlay elements stacked against the sticky navbar.',
      },
      {
        title: 'Embeds',
        path: '/tests/pages/embeds/',
        checks: 'Iframes, video and object elements that render a fallback without the network.',
      },
      {
        title: 'Hydration tests',
        path: '/tests/pages/hydration-tests/',
        checks: 'Values that differ between static HTML and the browser, without a mismatch.',
      },
      {
        title: 'React 18 tests',
        path: '/tests/pages/react-18/',
        checks: 'Transitions, Suspense with lazy components, deferred values and useId.',
      },
      {
        title: 'Error boundary tests',
        path: '/tests/pages/error-boundary-tests/',
        checks: 'Errors caught by a local boundary, the layout boundary and the root boundary.',
      },
      {
        title: 'Crash test',
        path: '/tests/pages/crashTest/',
        checks: 'Fails the production build on purpose when DOCUSAURUS_CRASH_TEST=true.',
      },
    ],
  },
];
