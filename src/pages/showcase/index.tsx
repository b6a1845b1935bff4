import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {showcaseSites} from '@site/src/data/showcase';
import ShowcaseCard, {type PictureLoading} from './_components/ShowcaseCard';
import ShowcaseFilters from './_components/ShowcaseFilters';
import {useShowcaseFilters} from './_hooks';
import {emptyResultHint, filterSites, hasActiveFilters, sortSites} from './_utils';
import styles from './styles.module.css';

const allSites = sortSites(showcaseSites);

/**
 * Only the first picture loads from the HTML, at high priority: on a phone it
 * is the only one above the fold, and the page's largest paint. The rest of a
 * wide screen's first row loads once the layout shows them in view; fetched
 * from the HTML, they took bandwidth from the first on a slow network (a
 * `npm run bench:ab` LCP of 2.06 s on a phone, 1.90 s without them).
 */
const pictureLoading = (index: number): PictureLoading => (index === 0 ? 'first' : 'lazy');

function SiteList({sites, leading = false}: {sites: typeof allSites; leading?: boolean}) {
  return (
    <ul className={styles.list}>
      {sites.map((site, index) => (
        <ShowcaseCard
          key={site.title}
          site={site}
          loading={leading ? pictureLoading(index) : 'lazy'}
        />
      ))}
    </ul>
  );
}

export default function Showcase(): JSX.Element {
  const repoUrl = useDocusaurusContext().siteConfig.customFields?.repoUrl as string;
  const [filters, setFilters] = useShowcaseFilters();
  const shown = filterSites(allSites, filters);
  const favorites = allSites.filter((site) => site.tags.includes('favorite'));
  const others = allSites.filter((site) => !site.tags.includes('favorite'));
  const title = translate({
    id: 'showcase.title',
    message: 'Docusaurus Site Showcase',
    description: 'The title and heading of the showcase page',
  });
  const description = translate({
    id: 'showcase.description',
    message: 'Websites that people and teams have built with Docusaurus.',
    description: 'The meta description of the showcase page, also the start of its introduction',
  });
  return (
    <Layout title={title} description={description}>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <p>
          <Translate
            id="showcase.intro"
            description="The introduction of the showcase page, after its description"
            values={{
              description,
              dataFileLink: (
                <Link href={`${repoUrl}/edit/main/website/src/data/showcase.ts`}>
                  <Translate
                    id="showcase.intro.dataFileLink"
                    description="The link to the showcase's data file, in the introduction">
                    the showcase data file
                  </Translate>
                </Link>
              ),
            }}>
            {'{description} Built one? Add it with a pull request to {dataFileLink}.'}
          </Translate>
        </p>
        <ShowcaseFilters
          filters={filters}
          onChange={setFilters}
          shown={shown.length}
          total={allSites.length}
        />
        {hasActiveFilters(filters) ? (
          <section
            aria-label={translate({
              id: 'showcase.matchingSites.label',
              message: 'Matching sites',
              description: 'The accessible name of the list of sites that match the filters',
            })}>
            {shown.length > 0 ? (
              <SiteList sites={shown} leading />
            ) : (
              <p className={styles.empty}>
                <Translate
                  id="showcase.empty"
                  description="Shown when no site matches the filters; {hint} says what to change"
                  values={{hint: emptyResultHint(filters)}}>
                  {'No site matches these filters. {hint}'}
                </Translate>
              </p>
            )}
          </section>
        ) : (
          <>
            <section aria-labelledby="favorites">
              <h2 id="favorites">
                <Translate
                  id="showcase.favorites.title"
                  description="The heading of the favorite sites">
                  Our favorites
                </Translate>
              </h2>
              <SiteList sites={favorites} leading />
            </section>
            <section aria-labelledby="all-sites">
              <h2 id="all-sites">
                <Translate
                  id="showcase.allSites.title"
                  description="The heading of the other sites">
                  All sites
                </Translate>
              </h2>
              <SiteList sites={others} />
            </section>
          </>
        )}
      </main>
    </Layout>
  );
}
