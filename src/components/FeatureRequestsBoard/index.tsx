import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
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
            <Translate
              id="featureRequests.summary.shipped"
              description="After a complete request's status on the board: the release that shipped it"
              values={{
                version: shipped.version,
                date: <time dateTime={shipped.date}>{formatReleaseDate(shipped.date)}</time>,
              }}>
              {'· Shipped in {version}, {date}'}
            </Translate>
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
  const boardTitle = translate({
    id: 'featureRequests.title',
    message: 'Feature requests',
    description: 'The title and heading of the feature-requests board',
  });
  const title =
    view.kind === 'request'
      ? translate(
          {
            id: 'featureRequests.requestTitle',
            message: '{request} · Feature requests',
            description: 'The browser tab title of one feature request',
          },
          {request: view.request.title},
        )
      : boardTitle;
  return (
    <Layout
      title={title}
      description={translate({
        id: 'featureRequests.meta.description',
        message: 'What the community has asked Docusaurus for, and where each request stands.',
        description: 'The meta description of the feature-requests board',
      })}>
      <main className="container margin-vert--lg">
        <h1>{boardTitle}</h1>
        <p>
          <Translate
            id="featureRequests.intro"
            description="The introduction of the feature-requests board"
            values={{
              newRequestLink: (
                <Link href={`${repoUrl}/issues/new/choose`}>
                  <Translate
                    id="featureRequests.intro.newRequestLink"
                    description="The link to open a new feature request on GitHub">
                    open a request on GitHub
                  </Translate>
                </Link>
              ),
            }}>
            {
              'Ideas from the community and where each one stands. This board is read-only; to suggest something new, {newRequestLink}. By default, requests are listed by status (in progress first, then planned, under review and complete), then by title. A complete request names the release that shipped it and the pull request where the change was discussed.'
            }
          </Translate>
        </p>
        {view.kind === 'request' && <RequestDetail request={view.request} boardPath={boardPath} />}
        {view.kind === 'not-found' && (
          <div role="alert" className="alert alert--warning margin-vert--md">
            <Translate
              id="featureRequests.notFound"
              description="Shown when no feature request lives at the address; {slug} is its last part"
              values={{
                notFound: (
                  <strong>
                    <Translate
                      id="featureRequests.notFound.title"
                      description="The first, bold sentence of the feature request 'not found' alert">
                      No feature request lives at this address.
                    </Translate>
                  </strong>
                ),
                slug: <code>{view.slug}</code>,
              }}>
              {
                '{notFound} Nothing matches {slug}; it may have been renamed or merged into another request. Browse the board below.'
              }
            </Translate>
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
              <p>
                <Translate
                  id="featureRequests.empty"
                  description="Shown when no feature request matches the filters">
                  No request matches these filters.
                </Translate>
              </p>
            )}
          </>
        )}
      </main>
    </Layout>
  );
}
