/**
 * SEO tags set from React code: the Layout's title and description props,
 * and @docusaurus/Head for keywords, a social image, robots directives, a
 * canonical URL that points elsewhere and JSON-LD structured data.
 */
import React from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import HeadInspector, {type HeadCheck} from './_components/HeadInspector';

const TITLE = 'SEO tests';
const DESCRIPTION =
  'Checks SEO tags set from React: title, description, keywords, social image, robots, a canonical URL and JSON-LD.';
const KEYWORDS = 'seo,docusaurus head,canonical url,json-ld,robots';

const checks: readonly HeadCheck[] = [
  {label: 'Title', selector: 'title', expected: `${TITLE} | Docusaurus`},
  {
    label: 'Description',
    selector: 'meta[name="description"]',
    attribute: 'content',
    expected: DESCRIPTION,
  },
  {label: 'Keywords', selector: 'meta[name="keywords"]', attribute: 'content', expected: KEYWORDS},
  {
    label: 'Social image',
    selector: 'meta[property="og:image"]',
    attribute: 'content',
    expected: '<site URL>/img/docusaurus.png',
  },
  {
    label: 'Robots',
    selector: 'meta[name="robots"]',
    attribute: 'content',
    expected: 'noindex, follow',
  },
  {
    label: 'Canonical URL',
    selector: 'link[rel="canonical"]',
    attribute: 'href',
    expected: '<site URL>/docs/seo/',
  },
  {
    label: 'Open Graph URL',
    selector: 'meta[property="og:url"]',
    attribute: 'content',
    expected: "this page's own URL (not overridden)",
  },
  {
    label: 'Language alternates',
    selector: 'link[rel="alternate"][hreflang]',
    attribute: 'hreflang',
    expected: 'en, x-default',
  },
  {
    label: 'Structured data',
    selector: 'script[type="application/ld+json"]',
    expected: 'a WebPage object',
  },
];

export default function SeoTests(): JSX.Element {
  const canonicalUrl = useBaseUrl('/docs/seo/', {absolute: true});
  const imageUrl = useBaseUrl('/img/docusaurus.png', {absolute: true});
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: TITLE,
    description: DESCRIPTION,
    about: 'Search engine optimization tags of a Docusaurus page',
  };
  return (
    <Layout title={TITLE} description={DESCRIPTION}>
      <Head>
        <meta name="keywords" content={KEYWORDS} />
        <meta property="og:image" content={imageUrl} />
        <meta name="twitter:image" content={imageUrl} />
        <meta name="robots" content="noindex, follow" />
        <link rel="canonical" href={canonicalUrl} />
        <script type="application/ld+json">{JSON.stringify(structuredData)}</script>
      </Head>
      <main className="container margin-vert--lg">
        <h1>SEO tests</h1>
        <p>
          This page checks the search-engine tags a React page can set, and that each ends up once
          in the built HTML. The <code>title</code> and <code>description</code> props of{' '}
          <code>Layout</code> produce the document title, the description and their Open Graph
          copies. Everything else comes from a <code>&lt;Head&gt;</code> element of{' '}
          <code>@docusaurus/Head</code>, which accepts any tag that belongs in the HTML head.
        </p>

        <h2>What this page sets</h2>
        <ul>
          <li>
            <strong>Title and description</strong> through the Layout props. The theme appends the
            site title to the page title.
          </li>
          <li>
            <strong>Keywords</strong> as a plain meta tag.
          </li>
          <li>
            <strong>A social image</strong>: <code>og:image</code> and <code>twitter:image</code>{' '}
            with absolute URLs built by <code>useBaseUrl(…, &#123;absolute: true&#125;)</code>. They
            replace the site-wide card from <code>themeConfig.image</code>.
          </li>
          <li>
            <strong>Robots directives</strong>: <code>noindex, follow</code> keeps this test page
            out of search results while letting crawlers follow its links. The sitemap leaves{' '}
            <code>/tests/pages/</code> out as well.
          </li>
          <li>
            <strong>A canonical URL</strong> pointing at the <Link to="/docs/seo">SEO guide</Link>.
            The theme writes a canonical link to every page, pointing at the page itself; this one
            replaces it, because the head manager keeps a single{' '}
            <code>rel=&quot;canonical&quot;</code> link and the latest one wins. The theme&apos;s{' '}
            <code>og:url</code> still names this page.
          </li>
          <li>
            <strong>Structured data</strong>: a JSON-LD <code>script</code> describing the page as a
            schema.org <code>WebPage</code>.
          </li>
        </ul>

        <h2>What the browser has</h2>
        <p>The table reads the live document head, and updates when it changes.</p>
        <HeadInspector checks={checks} />

        <h2>What to look for in the built HTML</h2>
        <p>
          Run <code>npm run build</code> and open <code>build/tests/pages/seo/index.html</code>. In
          its <code>&lt;head&gt;</code>, check that:
        </p>
        <ul>
          <li>
            <code>&lt;title&gt;</code> reads <code>SEO tests | Docusaurus</code>;
          </li>
          <li>
            there is one <code>meta name=&quot;description&quot;</code> and one{' '}
            <code>meta property=&quot;og:description&quot;</code>, both with the description above;
          </li>
          <li>
            <code>og:image</code> and <code>twitter:image</code> end in{' '}
            <code>/img/docusaurus.png</code> and start with the site URL, and no tag names{' '}
            <code>docusaurus-social-card.png</code>;
          </li>
          <li>
            <code>meta name=&quot;robots&quot;</code> reads <code>noindex, follow</code>;
          </li>
          <li>
            there is exactly one <code>link rel=&quot;canonical&quot;</code>, ending in{' '}
            <code>/docs/seo/</code>, while <code>og:url</code> ends in{' '}
            <code>/tests/pages/seo/</code>;
          </li>
          <li>
            <code>link rel=&quot;alternate&quot;</code> tags with{' '}
            <code>hreflang=&quot;en&quot;</code> and <code>hreflang=&quot;x-default&quot;</code> are
            present, written by the theme for the site&apos;s single locale;
          </li>
          <li>
            a <code>script type=&quot;application/ld+json&quot;</code> holds the JSON object with{' '}
            <code>&quot;@type&quot;:&quot;WebPage&quot;</code>.
          </li>
        </ul>
        <p>
          The <Link to="/tests/pages/head-metadata">head metadata test page</Link> sets the same
          kinds of tags from MDX front matter and an MDX <code>&lt;head&gt;</code> element.
        </p>
      </main>
    </Layout>
  );
}
