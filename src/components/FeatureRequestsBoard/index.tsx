import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {featureRequests, statusLabels, type FeatureRequest} from '@site/src/data/featureRequests';
import {viewForPath} from './_utils';
import styles from './styles.module.css';

function RequestSummary({request}: {request: FeatureRequest}): JSX.Element {
  const href = useBaseUrl(`/feature-requests/p/${request.slug}/`);
  return (
    <li className={styles.request}>
      <span className={styles.votes} aria-label={`${request.votes} votes`}>
        {request.votes}
      </span>
      <div>
        <Link to={href} className={styles.requestTitle}>
          {request.title}
        </Link>
        <div className={styles.meta}>
          <span className={styles[request.status]}>{statusLabels[request.status]}</span> ·{' '}
          {request.category}
        </div>
      </div>
    </li>
  );
}

/**
 * The feature-requests board. A read-only view of `src/data/featureRequests.ts`:
 * it needs no third-party service and works offline. Mounted on a non-exact
 * route, so it also renders every sub-path.
 */
export default function FeatureRequestsBoard(): JSX.Element {
  const {pathname} = useLocation();
  const boardPath = useBaseUrl('/feature-requests/');
  const repoUrl = useDocusaurusContext().siteConfig.customFields?.repoUrl as string;
  const view = viewForPath(pathname, boardPath);
  const sorted = [...featureRequests].sort((a, b) => b.votes - a.votes);
  return (
    <Layout
      title="Feature requests"
      description="What the community has asked Docusaurus for, and where each request stands.">
      <main className="container margin-vert--lg">
        <h1>Feature requests</h1>
        <p>
          Ideas from the community and where each one stands. To suggest something new,{' '}
          <Link href={`${repoUrl}/issues/new/choose`}>open a feature request on GitHub</Link>.
        </p>
        {view.kind === 'request' && (
          <article className={styles.detail}>
            <h2>{view.request.title}</h2>
            <p className={styles.meta}>
              {statusLabels[view.request.status]} · {view.request.category} · {view.request.votes}{' '}
              votes
            </p>
            <p>{view.request.description}</p>
            <Link to={boardPath}>← All requests</Link>
          </article>
        )}
        {view.kind === 'not-found' && (
          <div role="alert" className="alert alert--warning margin-bottom--lg">
            No feature request matches <code>{view.slug}</code>. It may have been renamed or merged
            into another one; the full list is below.
          </div>
        )}
        {view.kind !== 'request' && (
          <ul className={styles.list}>
            {sorted.map((request) => (
              <RequestSummary key={request.slug} request={request} />
            ))}
          </ul>
        )}
      </main>
    </Layout>
  );
}
