import React, {type ComponentType, type SVGProps} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
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
          <Translate
            id="home.features.title"
            description="The heading of the home page's feature grid">
            Everything a documentation site needs
          </Translate>
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
                  <Translate
                    id="home.features.learnMore"
                    description="The link at the bottom of each feature card of the home page">
                    Learn more
                  </Translate>
                  <span className="sr-only">
                    <Translate
                      id="home.features.learnMoreAbout"
                      description="Hidden text after 'Learn more' for screen readers; keep the leading space"
                      values={{feature: title.toLowerCase()}}>
                      {' about {feature}'}
                    </Translate>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
