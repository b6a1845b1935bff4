import React, {type ComponentType, type SVGProps} from 'react';
import Link from '@docusaurus/Link';
import {features, type Feature} from '@site/src/data/features';
import MarkdownIllustration from './illustrations/markdown.svg';
import ReactIllustration from './illustrations/react.svg';
import VersioningIllustration from './illustrations/versioning.svg';
import I18nIllustration from './illustrations/i18n.svg';
import SearchIllustration from './illustrations/search.svg';
import styles from './styles.module.css';

const illustrations: Record<Feature['illustration'], ComponentType<SVGProps<SVGSVGElement>>> = {
  markdown: MarkdownIllustration,
  react: ReactIllustration,
  versioning: VersioningIllustration,
  i18n: I18nIllustration,
  search: SearchIllustration,
};

/** One card per entry of `src/data/features.ts`, each with its own illustration. */
export default function FeatureGrid(): JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="features-heading">
      <div className="container">
        <h2 id="features-heading" className={styles.heading}>
          Everything a documentation site needs
        </h2>
        <ul className={styles.grid}>
          {features.map(({title, description, link, illustration}) => {
            const Illustration = illustrations[illustration];
            return (
              <li key={title} className={styles.card}>
                <Illustration
                  className={styles.illustration}
                  role="img"
                  aria-hidden="true"
                  width={160}
                  height={120}
                />
                <h3>{title}</h3>
                <p>{description}</p>
                <Link to={link}>
                  Learn more<span className="sr-only"> about {title.toLowerCase()}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
