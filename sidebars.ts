import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * Sidebars of the main docs instance. `docs` is the learning path from
 * introduction to upgrading; `api` is the reference.
 */
export default {
  docs: [
    'introduction',
    {
      type: 'category',
      label: 'Getting Started',
      collapsed: false,
      link: {type: 'generated-index', slug: '/category/getting-started'},
      items: ['installation', 'configuration'],
    },
    {
      type: 'category',
      label: 'Upgrading',
      link: {type: 'doc', id: 'migration/index'},
      items: [],
    },
  ],
  api: ['cli'],
} satisfies SidebarsConfig;
