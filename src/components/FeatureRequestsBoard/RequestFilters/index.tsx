import React, {useId} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {categoryLabels, statusLabels} from '@site/src/data/featureRequests';
import {DEFAULT_FILTERS, type BoardFilters} from '../_utils';
import styles from './styles.module.css';

type Props = {
  readonly filters: BoardFilters;
  readonly onChange: (next: BoardFilters) => void;
  readonly shown: number;
  readonly total: number;
};

/** Status and category filters, sort order, a search box and the live count. */
export default function RequestFilters({filters, onChange, shown, total}: Props): JSX.Element {
  const id = useId();
  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={translate({
        id: 'featureRequests.filters.label',
        message: 'Filter feature requests',
        description: 'The accessible name of the feature-requests filter form',
      })}
      onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={`${id}-q`}>
        <Translate
          id="featureRequests.filters.search"
          description="The label of the feature-requests search box">
          Search
        </Translate>
        <input
          id={`${id}-q`}
          className="form-control"
          type="search"
          value={filters.query}
          placeholder={translate({
            id: 'featureRequests.filters.search.placeholder',
            message: 'Title or description',
            description: 'The placeholder of the feature-requests search box',
          })}
          onChange={(event) => onChange({...filters, query: event.target.value})}
        />
      </label>
      <label htmlFor={`${id}-status`}>
        <Translate
          id="featureRequests.filters.status"
          description="The label of the feature-requests status filter">
          Status
        </Translate>
        <select
          id={`${id}-status`}
          className="form-control"
          value={filters.status}
          onChange={(event) =>
            onChange({...filters, status: event.target.value as BoardFilters['status']})
          }>
          {/* <option> takes plain text only, so its labels come from translate(). */}
          <option value="all">
            {translate({
              id: 'featureRequests.filters.status.all',
              message: 'All statuses',
              description: 'The status filter option that keeps every status',
            })}
          </option>
          {Object.entries(statusLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-category`}>
        <Translate
          id="featureRequests.filters.category"
          description="The label of the feature-requests category filter">
          Category
        </Translate>
        <select
          id={`${id}-category`}
          className="form-control"
          value={filters.category}
          onChange={(event) =>
            onChange({...filters, category: event.target.value as BoardFilters['category']})
          }>
          <option value="all">
            {translate({
              id: 'featureRequests.filters.category.all',
              message: 'All categories',
              description: 'The category filter option that keeps every category',
            })}
          </option>
          {Object.entries(categoryLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-sort`}>
        <Translate
          id="featureRequests.filters.sort"
          description="The label of the feature-requests sort order">
          Sort by
        </Translate>
        <select
          id={`${id}-sort`}
          className="form-control"
          value={filters.sort}
          onChange={(event) =>
            onChange({...filters, sort: event.target.value as BoardFilters['sort']})
          }>
          <option value="status">
            {translate({
              id: 'featureRequests.filters.sort.status',
              message: 'In progress first',
              description: 'The sort order by status, requests in progress first',
            })}
          </option>
          <option value="title">
            {translate({
              id: 'featureRequests.filters.sort.title',
              message: 'Title, A to Z',
              description: 'The sort order by title, alphabetically',
            })}
          </option>
        </select>
      </label>
      <button
        type="button"
        className="button button--secondary form-control-button"
        onClick={() => onChange(DEFAULT_FILTERS)}>
        <Translate
          id="featureRequests.filters.reset"
          description="The button that resets the feature-requests filters">
          Reset
        </Translate>
      </button>
      <p className={styles.count} aria-live="polite" aria-atomic="true">
        {shown === total
          ? translate(
              {
                id: 'featureRequests.filters.count.all',
                message: '{total} requests',
                description: 'The live count when every feature request is shown',
              },
              {total},
            )
          : translate(
              {
                id: 'featureRequests.filters.count.some',
                message: '{shown} of {total} requests',
                description: 'The live count when the filters hide some feature requests',
              },
              {shown, total},
            )}
      </p>
    </form>
  );
}
