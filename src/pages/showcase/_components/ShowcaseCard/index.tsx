import React from 'react';
import Link from '@docusaurus/Link';
import type {ShowcaseSite} from '@site/src/data/showcase';
import {showcaseTags} from '@site/src/data/showcaseTags';
import styles from './styles.module.css';

/** One site: its name, our description, its links and its tags. */
export default function ShowcaseCard({site}: {site: ShowcaseSite}): JSX.Element {
  return (
    <li className={styles.card}>
      <h3 className={styles.title}>
        <Link href={site.website}>{site.title}</Link>
      </h3>
      <p className={styles.description}>{site.description}</p>
      <ul className={styles.tags} aria-label="Tags">
        {site.tags.map((tag) => (
          <li key={tag} title={showcaseTags[tag].description}>
            <span className={styles.dot} style={{backgroundColor: showcaseTags[tag].color}} />
            {showcaseTags[tag].label}
          </li>
        ))}
      </ul>
      {site.source && (
        <Link className={styles.source} href={site.source}>
          Source
        </Link>
      )}
    </li>
  );
}
