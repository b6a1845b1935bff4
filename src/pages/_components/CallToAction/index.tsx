import React from 'react';
import Link from '@docusaurus/Link';
import MDXContent from '@theme/MDXContent';
import CreateCommand from './CreateCommand.mdx';
import styles from './styles.module.css';

/** The closing call to action: the one command that starts a new site. */
export default function CallToAction(): JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="cta-heading">
      <div className="container">
        <h2 id="cta-heading">Start your site with one command</h2>
        <p>
          One command scaffolds a site with docs, a blog and a home page. Node.js 18 or newer is all
          it needs.
        </p>
        <div className={styles.command}>
          <MDXContent>
            <CreateCommand />
          </MDXContent>
        </div>
        <Link className="button button--primary button--lg" to="/docs/installation/">
          Read the installation guide
        </Link>
      </div>
    </section>
  );
}
