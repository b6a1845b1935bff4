import React from 'react';
import Link from '@docusaurus/Link';
import {
  categoryLabels,
  pullRequestUrl,
  type FeatureRequest,
  type RequestRelease,
} from '@site/src/data/featureRequests';
import StatusBadge from '../StatusBadge';
import {formatReleaseDate, splitInlineCode} from '../_utils';
import styles from './styles.module.css';

function Note({note}: {note: string}): JSX.Element {
  return (
    <>
      {splitInlineCode(note).map((piece, index) =>
        piece.code ? <code key={index}>{piece.text}</code> : piece.text,
      )}
    </>
  );
}

function Release({release}: {release: RequestRelease}): JSX.Element {
  return (
    <li>
      <Link to={`/changelog/${release.version}/`}>{release.version}</Link>, released{' '}
      <time dateTime={release.date}>{formatReleaseDate(release.date)}</time>:{' '}
      <Note note={release.note} /> Discussed in{' '}
      <Link href={pullRequestUrl(release.pullRequest)}>pull request #{release.pullRequest}</Link>.
    </li>
  );
}

/** One request: its description, where it stands, the releases that shipped it, and what to read. */
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
        <StatusBadge status={request.status} /> · {categoryLabels[request.category]}
      </p>
      <p>{request.description}</p>
      {request.releases.length > 0 && (
        <>
          <h3>{request.status === 'complete' ? 'Shipped in' : 'Released so far'}</h3>
          <ul className={styles.releases}>
            {request.releases.map((release) => (
              <Release key={release.version} release={release} />
            ))}
          </ul>
        </>
      )}
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
