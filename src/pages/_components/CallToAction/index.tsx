import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import MDXContent from '@theme/MDXContent';
import CreateCommand from './CreateCommand.mdx';
import styles from './styles.module.css';

/** The closing call to action: the one command that starts a new site. */
export default function CallToAction(): JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="cta-heading">
      <div className="container">
        <h2 id="cta-heading">
          <Translate
            id="home.callToAction.title"
            description="The heading of the home page's closing call to action">
            Start your site with one command
          </Translate>
        </h2>
        <p>
          <Translate
            id="home.callToAction.text"
            description="The sentence under the heading of the home page's closing call to action">
            One command scaffolds a site with docs, a blog and a home page. Node.js 18 or newer is
            all it needs.
          </Translate>
        </p>
        <div className={styles.command}>
          <MDXContent>
            <CreateCommand />
          </MDXContent>
        </div>
        <Link className="button button--primary button--lg" to="/docs/installation/">
          <Translate
            id="home.callToAction.installationLink"
            description="The button of the home page's call to action, to the installation guide">
            Read the installation guide
          </Translate>
        </Link>
      </div>
    </section>
  );
}
