import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
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
      <Translate
        id="featureRequests.release"
        description="One release that shipped (part of) a feature request, with its note and pull request"
        values={{
          version: <Link to={`/changelog/${release.version}/`}>{release.version}</Link>,
          date: <time dateTime={release.date}>{formatReleaseDate(release.date)}</time>,
          note: <Note note={release.note} />,
          pullRequest: (
            <Link href={pullRequestUrl(release.pullRequest)}>
              <Translate
                id="featureRequests.release.pullRequest"
                description="The link to the pull request of a release, in a feature request"
                values={{number: release.pullRequest}}>
                {'pull request #{number}'}
              </Translate>
            </Link>
          ),
        }}>
        {'{version}, released {date}: {note} Discussed in {pullRequest}.'}
      </Translate>
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
        <Link to={boardPath}>
          <Translate
            id="featureRequests.detail.backLink"
            description="The link from one feature request back to the board">
            ← All feature requests
          </Translate>
        </Link>
      </p>
      <h2 id="request-title">{request.title}</h2>
      <p className={styles.meta}>
        <StatusBadge status={request.status} /> · {categoryLabels[request.category]}
      </p>
      <p>{request.description}</p>
      {request.releases.length > 0 && (
        <>
          <h3>
            {request.status === 'complete' ? (
              <Translate
                id="featureRequests.detail.shippedIn"
                description="The heading of a complete request's releases">
                Shipped in
              </Translate>
            ) : (
              <Translate
                id="featureRequests.detail.releasedSoFar"
                description="The heading of the releases of a request not complete yet">
                Released so far
              </Translate>
            )}
          </h3>
          <ul className={styles.releases}>
            {request.releases.map((release) => (
              <Release key={release.version} release={release} />
            ))}
          </ul>
        </>
      )}
      {request.related.length > 0 && (
        <>
          <h3>
            <Translate
              id="featureRequests.detail.related"
              description="The heading of a feature request's related documentation links">
              Related documentation
            </Translate>
          </h3>
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
