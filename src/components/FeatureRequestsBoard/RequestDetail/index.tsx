import React from 'react';
import Link from '@docusaurus/Link';
import {categoryLabels, statusLabels, type FeatureRequest} from '@site/src/data/featureRequests';
import StatusBadge from '../StatusBadge';
import styles from './styles.module.css';

/** One request: its description, where it stands, how it got there, and what to read meanwhile. */
export default function RequestDetail({
  request,
  boardPath,
}: {
  request: FeatureRequest;
  boardPath: string;
}): JSX.Element {
  return (
    <article className={styles.detail} aria-labelledby="request-title">
      <p>
        <Link to={boardPath}>← All feature requests</Link>
      </p>
      <h2 id="request-title">{request.title}</h2>
      <p className={styles.meta}>
        <StatusBadge status={request.status} /> · {categoryLabels[request.category]} ·{' '}
        {request.votes} votes
      </p>
      <p>{request.description}</p>
      <h3>Status history</h3>
      <ol className={styles.history}>
        {request.history.map((entry) => (
          <li key={`${entry.date}-${entry.status}`}>
            <time dateTime={entry.date}>{entry.date}</time>:{' '}
            <strong>{statusLabels[entry.status]}</strong>. {entry.note}
          </li>
        ))}
      </ol>
      {request.related.length > 0 && (
        <>
          <h3>Related documentation</h3>
          <ul>
            {request.related.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
