import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {showcaseSites} from '@site/src/data/showcase';
import styles from './styles.module.css';

const favorites = showcaseSites.filter((site) => site.tags.includes('favorite'));

/** Sites from the showcase favourites: who already documents their project with Docusaurus. */
export default function UsersSection(): JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="users-heading">
      <div className="container">
        <h2 id="users-heading" className={styles.heading}>
          <Translate
            id="home.users.title"
            description="The heading of the home page's users section">
            Trusted by teams large and small
          </Translate>
        </h2>
        <ul className={styles.users}>
          {favorites.map((site) => (
            <li key={site.title}>
              <Link href={site.website} className={styles.user}>
                <span
                  className={styles.swatch}
                  style={{backgroundColor: site.color}}
                  aria-hidden="true"
                />
                {site.title}
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link to="/showcase/">
            <Translate
              id="home.users.showcaseLink"
              description="The link from the home page's users section to the showcase"
              values={{count: showcaseSites.length}}>
              {'See all {count} sites in the showcase'}
            </Translate>
          </Link>
        </p>
      </div>
    </section>
  );
}
