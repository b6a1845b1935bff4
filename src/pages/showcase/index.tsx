import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {showcaseSites} from '@site/src/data/showcase';
import ShowcaseCard from './_components/ShowcaseCard';
import ShowcaseFilters from './_components/ShowcaseFilters';
import {useShowcaseFilters} from './_hooks';
import {emptyResultHint, filterSites, hasActiveFilters, sortSites} from './_utils';
import styles from './styles.module.css';

const TITLE = 'Docusaurus Site Showcase';
const DESCRIPTION = 'Websites that people and teams have built with Docusaurus.';

const allSites = sortSites(showcaseSites);

/** Cards in the first row at the widest layout; their pictures load from the HTML. */
const FIRST_ROW = 3;

function SiteList({sites, leading = false}: {sites: typeof allSites; leading?: boolean}) {
  return (
    <ul className={styles.list}>
      {sites.map((site, index) => (
        <ShowcaseCard key={site.title} site={site} eager={leading && index < FIRST_ROW} />
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
  return (
    <Layout title={TITLE} description={DESCRIPTION}>
      <main className="container margin-vert--lg">
        <h1>{TITLE}</h1>
        <p>
          {DESCRIPTION} Built one? Add it with a pull request to{' '}
          <Link href={`${repoUrl}/edit/main/website/src/data/showcase.ts`}>
            the showcase data file
          </Link>
          .
        </p>
        <ShowcaseFilters
          filters={filters}
          onChange={setFilters}
          shown={shown.length}
          total={allSites.length}
        />
        {hasActiveFilters(filters) ? (
          <section aria-label="Matching sites">
            {shown.length > 0 ? (
              <SiteList sites={shown} leading />
            ) : (
              <p className={styles.empty}>
                No site matches these filters. {emptyResultHint(filters)}
              </p>
            )}
          </section>
        ) : (
          <>
            <section aria-labelledby="favorites">
              <h2 id="favorites">Our favorites</h2>
              <SiteList sites={favorites} leading />
            </section>
            <section aria-labelledby="all-sites">
              <h2 id="all-sites">All sites</h2>
              <SiteList sites={others} />
            </section>
          </>
        )}
      </main>
    </Layout>
  );
}
