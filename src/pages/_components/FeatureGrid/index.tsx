import React from 'react';
import Link from '@docusaurus/Link';
import {features} from '@site/src/data/features';
import styles from './styles.module.css';

/** One card per entry of `src/data/features.ts`. */
export default function FeatureGrid(): JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="features-heading">
      <div className="container">
        <h2 id="features-heading" className={styles.heading}>
          What you get
        </h2>
        <ul className={styles.grid}>
          {features.map(({title, description, link}) => (
            <li key={title} className={styles.card}>
              <h3>{title}</h3>
              <p>{description}</p>
              <Link to={link} aria-label={`Learn more: ${title}`}>
                Learn more
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
