import React from 'react';
import MDXContent from '@theme/MDXContent';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import ExampleDoc from './ExampleDoc.mdx';
import styles from './styles.module.css';

/** The three steps, translated when the section renders, in the page's locale. */
function steps(): {title: string; text: string}[] {
  return [
    {
      title: translate({
        id: 'home.howItWorks.write.title',
        message: 'Write',
        description: 'The first step of the home page\'s "how it works"',
      }),
      text: translate({
        id: 'home.howItWorks.write.text',
        message:
          'Add a Markdown file under docs/. Its path becomes its URL; front matter sets the title and description.',
        description: 'The text of the first step of the home page\'s "how it works"',
      }),
    },
    {
      title: translate({
        id: 'home.howItWorks.preview.title',
        message: 'Preview',
        description: 'The second step of the home page\'s "how it works"',
      }),
      text: translate({
        id: 'home.howItWorks.preview.text',
        message: 'npm start serves the site with hot reload, so the page updates as you save.',
        description: 'The text of the second step of the home page\'s "how it works"',
      }),
    },
    {
      title: translate({
        id: 'home.howItWorks.ship.title',
        message: 'Ship',
        description: 'The third step of the home page\'s "how it works"',
      }),
      text: translate({
        id: 'home.howItWorks.ship.text',
        message:
          'npm run build writes plain HTML for every page, ready for any static host or CDN.',
        description: 'The text of the third step of the home page\'s "how it works"',
      }),
    },
  ];
}

/** The home page's "how it works": a real doc file and the three steps from file to site. */
export default function HowItWorks(): JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="how-it-works">
      <div className="container">
        <h2 id="how-it-works" className={styles.heading}>
          <Translate
            id="home.howItWorks.title"
            description="The heading of the home page's 'how it works' section">
            From a Markdown file to a page
          </Translate>
        </h2>
        <div className={styles.columns}>
          <div className={styles.code}>
            <MDXContent>
              <ExampleDoc />
            </MDXContent>
          </div>
          <ol className={styles.steps}>
            {steps().map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
            <li className={styles.more}>
              <Link to="/docs/create-doc/">
                <Translate
                  id="home.howItWorks.docsLink"
                  description="The link under the steps of the home page's 'how it works'">
                  How docs are organized
                </Translate>
              </Link>
            </li>
          </ol>
        </div>
      </div>
    </section>
  );
}
