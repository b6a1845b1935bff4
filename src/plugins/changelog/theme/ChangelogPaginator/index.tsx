import React from 'react';
import Link from '@docusaurus/Link';
import type {BlogPaginatedMetadata} from '@docusaurus/plugin-content-blog';
import styles from './styles.module.css';

/** Newer/older links between changelog list pages, with where the reader is. */
export default function ChangelogPaginator({metadata}: {metadata: BlogPaginatedMetadata}): JSX.Element {
  const {previousPage, nextPage, page, totalPages, totalCount} = metadata;
  return (
    <nav className={styles.paginator} aria-label="Changelog pages">
      <div>{previousPage && <Link to={previousPage}>← Newer releases</Link>}</div>
      <p className={styles.position}>
        Page {page} of {totalPages} · {totalCount} releases
      </p>
      <div className={styles.next}>{nextPage && <Link to={nextPage}>Older releases →</Link>}</div>
    </nav>
  );
}
