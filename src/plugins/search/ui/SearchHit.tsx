import React from 'react';
import Link from '@docusaurus/Link';
import type {Hit} from '../client';
import type {HierarchyLevel} from '../types';
import {isExternalResult, processResultUrl} from './resultUrl';
import type {SearchSettings} from '../settings';
import styles from './searchPage.module.css';

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Highlighted value of a hierarchy level: escaped text with `<mark>` around matches. */
function levelHtml(hit: Hit, level: HierarchyLevel): string | null {
  return hit._highlightResult.hierarchy[level]?.value ?? hit.hierarchy[level];
}

/** One result: the heading that leads to it, where it sits, and the words around the match. */
export default function SearchHit({
  hit,
  settings,
}: {
  hit: Hit;
  settings: SearchSettings;
}): JSX.Element {
  const url = processResultUrl(hit.url, settings);
  const present = LEVELS.filter((level) => hit.hierarchy[level] !== null);
  const own = hit.type === 'content' ? present[present.length - 1]! : hit.type;
  const trail = present.filter((level) => level !== own && level < own);
  const title = <span dangerouslySetInnerHTML={{__html: levelHtml(hit, own) ?? ''}} />;
  const snippet = hit._snippetResult.content?.value;
  return (
    <article className={styles.hit}>
      <h2 className={styles.hitTitle}>
        {isExternalResult(url, settings) ? (
          <a href={url}>{title}</a>
        ) : (
          <Link to={url}>{title}</Link>
        )}
      </h2>
      <nav aria-label="Location" className={styles.trail}>
        <ul>
          {trail.map((level) => (
            <li key={level} dangerouslySetInnerHTML={{__html: levelHtml(hit, level) ?? ''}} />
          ))}
        </ul>
      </nav>
      {snippet && <p className={styles.snippet} dangerouslySetInnerHTML={{__html: snippet}} />}
    </article>
  );
}
