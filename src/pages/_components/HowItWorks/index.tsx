import React from 'react';
import MDXContent from '@theme/MDXContent';
import Link from '@docusaurus/Link';
import ExampleDoc from './ExampleDoc.mdx';
import styles from './styles.module.css';

const STEPS = [
  {
    title: 'Write',
    text: 'Add a Markdown file under docs/. Its path becomes its URL; front matter sets the title and description.',
  },
  {
    title: 'Preview',
    text: 'npm start serves the site with hot reload, so the page updates as you save.',
  },
  {
    title: 'Ship',
    text: 'npm run build writes plain HTML for every page, ready for any static host or CDN.',
  },
];

/** The home page's "how it works": a real doc file and the three steps from file to site. */
export default function HowItWorks(): JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="how-it-works">
      <div className="container">
        <h2 id="how-it-works" className={styles.heading}>
          From a Markdown file to a page
        </h2>
        <div className={styles.columns}>
          <div className={styles.code}>
            <MDXContent>
              <ExampleDoc />
            </MDXContent>
          </div>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
            <li className={styles.more}>
              <Link to="/docs/create-doc/">How docs are organized</Link>
            </li>
          </ol>
        </div>
      </div>
    </section>
  );
}
