import React, {useId, useState} from 'react';
import Link from '@docusaurus/Link';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import MDXContent from '@theme/MDXContent';
import ChangelogAuthors from '../ChangelogAuthors';
import {formatReleaseDate} from '../_utils';
import styles from './styles.module.css';

/**
 * One release in the changelog list. Collapsed, it shows the kinds of change
 * it holds (its section headings); expanded, it shows every change in place.
 */
export default function ChangelogItem({children}: {children: React.ReactNode}): JSX.Element {
  const {metadata, toc} = useBlogPost();
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const sections = toc.filter((entry) => entry.level === 4);
  return (
    <article className={styles.item}>
      <header className={styles.header}>
        <h2 className={styles.title}>
          <Link to={metadata.permalink}>{metadata.title}</Link>
        </h2>
        <time dateTime={metadata.date} className={styles.date}>
          {formatReleaseDate(metadata.date)}
        </time>
      </header>
      <ChangelogAuthors authors={metadata.authors} compact />
      {sections.length > 0 && !expanded && (
        <p className={styles.summary}>
          {sections.map((section) => (
            <span key={section.id} className={styles.section} dangerouslySetInnerHTML={{__html: section.value}} />
          ))}
        </p>
      )}
      <div id={bodyId} className="markdown" hidden={!expanded}>
        <MDXContent>{children}</MDXContent>
      </div>
      <button
        type="button"
        className={`button button--outline button--primary ${styles.toggle}`}
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => setExpanded((value) => !value)}>
        {expanded ? `Hide the changes in ${metadata.title}` : `Show the changes in ${metadata.title}`}
      </button>
    </article>
  );
}
