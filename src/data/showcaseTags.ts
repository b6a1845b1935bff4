/** The fixed list of showcase tags. A site's tags must come from here. */
export type TagType =
  | 'favorite'
  | 'opensource'
  | 'product'
  | 'design'
  | 'i18n'
  | 'versioning'
  | 'large'
  | 'meta'
  | 'personal'
  | 'rtl';

export type Tag = {
  readonly label: string;
  /** Shown as the filter's tooltip. */
  readonly description: string;
  readonly color: string;
};

export const showcaseTags: Readonly<Record<TagType, Tag>> = {
  favorite: {
    label: 'Favorite',
    description: 'Sites the maintainers point to when someone asks what Docusaurus can do.',
    color: '#e9669e',
  },
  opensource: {
    label: 'Open-Source',
    description: 'The site’s source is public, so you can read how it is built.',
    color: '#39ca30',
  },
  product: {
    label: 'Product',
    description: 'Documentation of a commercial product or service.',
    color: '#dfd545',
  },
  design: {
    label: 'Design',
    description: 'Sites with a distinctive look that goes well beyond the classic theme.',
    color: '#a44fb7',
  },
  i18n: {
    label: 'I18n',
    description: 'Sites published in more than one language.',
    color: '#127f82',
  },
  versioning: {
    label: 'Versioning',
    description: 'Sites that keep documentation for several releases side by side.',
    color: '#fe6829',
  },
  large: {
    label: 'Large',
    description: 'Very large sites, with hundreds of pages or more.',
    color: '#8c2f00',
  },
  meta: {
    label: 'Meta',
    description: 'Open-source projects from Meta, where Docusaurus started.',
    color: '#4267b2',
  },
  personal: {
    label: 'Personal',
    description: 'Personal websites, blogs and digital gardens.',
    color: '#14cfc3',
  },
  rtl: {
    label: 'RTL Direction',
    description: 'Sites written in a right-to-left language such as Arabic, Hebrew or Persian.',
    color: '#ffcfc3',
  },
};

export const tagTypes = Object.keys(showcaseTags) as TagType[];
