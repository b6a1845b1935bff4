import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {categoryLabels, featureRequests, type FeatureRequest} from '@site/src/data/featureRequests';
import RequestDetail from './RequestDetail';
import RequestFilters from './RequestFilters';
import StatusBadge from './StatusBadge';
import {useBoardFilters} from './_hooks';
import {applyBoardFilters, formatReleaseDate, viewForPath} from './_utils';
import styles from './styles.module.css';

function RequestSummary({request}: {request: FeatureRequest}): JSX.Element {
  const href = useBaseUrl(`/feature-requests/p/${request.slug}/`);
  const shipped = request.status === 'complete' ? request.releases[0] : undefined;
  return (
    <li className={styles.request}>
      <Link to={href} className={styles.requestTitle}>
        {request.title}
      </Link>
      <div className={styles.meta}>
        <StatusBadge status={request.status} /> · {categoryLabels[request.category]}
        {shipped && (
          <>
            {' '}
            · Shipped in {shipped.version},{' '}
            <time dateTime={shipped.date}>{formatReleaseDate(shipped.date)}</time>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * The feature-requests board: a read-only view of `src/data/featureRequests.ts`,
 * so it needs no third-party service and works offline. It is mounted on a
 * non-exact route and renders every sub-path: the board, one request, or an
 * in-board "not found".
 */
export default function FeatureRequestsBoard(): JSX.Element {
  const location = useLocation();
  const [filters, setFilters] = useBoardFilters();
  const boardPath = useBaseUrl('/feature-requests/');
  const repoUrl = useDocusaurusContext().siteConfig.customFields?.repoUrl as string;
  const view = viewForPath(location.pathname, boardPath);
  const shown = applyBoardFilters(featureRequests, filters);
  const title =
    view.kind === 'request' ? `${view.request.title} · Feature requests` : 'Feature requests';
  return (
    <Layout
      title={title}
      description="What the community has asked Docusaurus for, and where each request stands.">
      <main className="container margin-vert--lg">
        <h1>Feature requests</h1>
        <p>
          Ideas from the community and where each one stands. This board is read-only; to suggest
          something new, <Link href={`${repoUrl}/issues/new/choose`}>open a request on GitHub</Link>
          . By default, requests are listed by status (in progress first, then planned, under review
          and complete), then by title. A complete request names the release that shipped it and the
          pull request where the change was discussed.
        </p>
        {view.kind === 'request' && <RequestDetail request={view.request} boardPath={boardPath} />}
        {view.kind === 'not-found' && (
          <div role="alert" className="alert alert--warning margin-vert--md">
            <strong>No feature request lives at this address.</strong> Nothing matches{' '}
            <code>{view.slug}</code>; it may have been renamed or merged into another request.
            Browse the board below.
          </div>
        )}
        {view.kind !== 'request' && (
          <>
            <RequestFilters
              filters={filters}
              onChange={setFilters}
              shown={shown.length}
              total={featureRequests.length}
            />
            {shown.length > 0 ? (
              <ul className={styles.list}>
                {shown.map((request) => (
                  <RequestSummary key={request.slug} request={request} />
                ))}
              </ul>
            ) : (
              <p>No request matches these filters.</p>
            )}
          </>
        )}
      </main>
    </Layout>
  );
}
