import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {showcaseSites} from '@site/src/data/showcase';
import ShowcaseCard from './_components/ShowcaseCard';
import ShowcaseTagLegend from './_components/ShowcaseTagLegend';
import {sortSites} from './_utils';
import styles from './styles.module.css';

const TITLE = 'Docusaurus Site Showcase';
const DESCRIPTION = 'Websites that people and companies have built with Docusaurus.';

export default function Showcase(): JSX.Element {
  const sites = sortSites(showcaseSites);
  const repoUrl = useDocusaurusContext().siteConfig.customFields?.repoUrl as string;
  return (
    <Layout title={TITLE} description={DESCRIPTION}>
      <main className="container margin-vert--lg">
        <h1>{TITLE}</h1>
        <p>{DESCRIPTION}</p>
        <p>
          Built a site with Docusaurus? Add it with a pull request to{' '}
          <Link href={`${repoUrl}/edit/main/website/src/data/showcase.ts`}>
            the showcase data file
          </Link>
          .
        </p>
        <h2>Tags</h2>
        <ShowcaseTagLegend />
        <h2>{sites.length} sites</h2>
        <ul className={styles.list}>
          {sites.map((site) => (
            <ShowcaseCard key={site.title} site={site} />
          ))}
        </ul>
      </main>
    </Layout>
  );
}
