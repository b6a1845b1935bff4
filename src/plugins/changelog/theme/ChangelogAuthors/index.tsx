import React from 'react';
import Link from '@docusaurus/Link';
import type {Author} from '@docusaurus/plugin-content-blog';
import {avatarColor, initials} from '@site/src/utils/avatar';
import styles from './styles.module.css';

/**
 * The committers of a release as a row of avatars. Avatars are drawn from
 * initials, so the page needs no image from another host.
 */
export default function ChangelogAuthors({authors, compact = false}: {authors: Author[]; compact?: boolean}): JSX.Element | null {
  if (authors.length === 0) {
    return null;
  }
  return (
    <ul className={compact ? `${styles.authors} ${styles.compact}` : styles.authors} aria-label="Committers">
      {authors.map((author) => {
        const name = author.name ?? author.key ?? 'Unknown';
        const handle = author.key ?? name;
        return (
          <li key={handle}>
            <Link href={author.url} className={styles.author} title={name}>
              <span className={styles.avatar} style={{backgroundColor: avatarColor(handle)}} aria-hidden="true">
                {initials(name)}
              </span>
              {!compact && <span className={styles.name}>{name}</span>}
              {compact && <span className="sr-only">{name}</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
