import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
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
            <Translate id="home.hero.getStarted" description="The home hero's button to the docs">
              Get Started
            </Translate>
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/playground/">
            <Translate
              id="home.hero.tryDemo"
              description="The home hero's button to the playground">
              Try a Demo
            </Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}
