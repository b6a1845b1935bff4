import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/** The home page's first screen: what the framework is and where to start. */
export default function HomeHero(): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const logoUrl = useBaseUrl('/img/docusaurus.svg');
  return (
    <header className={styles.hero}>
      <div className="container">
        <img className={styles.logo} src={logoUrl} alt="" width={96} height={96} />
        <h1 className={styles.title}>{siteConfig.title}</h1>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/">
            Get Started
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/playground/">
            Try a Demo
          </Link>
        </div>
      </div>
    </header>
  );
}
