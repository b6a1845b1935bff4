import React, {useId} from 'react';
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
      aria-label="Filter feature requests"
      onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={`${id}-q`}>
        Search
        <input
          id={`${id}-q`}
          className="form-control"
          type="search"
          value={filters.query}
          placeholder="Title or description"
          onChange={(event) => onChange({...filters, query: event.target.value})}
        />
      </label>
      <label htmlFor={`${id}-status`}>
        Status
        <select
          id={`${id}-status`}
          className="form-control"
          value={filters.status}
          onChange={(event) =>
            onChange({...filters, status: event.target.value as BoardFilters['status']})
          }>
          <option value="all">All statuses</option>
          {Object.entries(statusLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-category`}>
        Category
        <select
          id={`${id}-category`}
          className="form-control"
          value={filters.category}
          onChange={(event) =>
            onChange({...filters, category: event.target.value as BoardFilters['category']})
          }>
          <option value="all">All categories</option>
          {Object.entries(categoryLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-sort`}>
        Sort by
        <select
          id={`${id}-sort`}
          className="form-control"
          value={filters.sort}
          onChange={(event) =>
            onChange({...filters, sort: event.target.value as BoardFilters['sort']})
          }>
          <option value="status">In progress first</option>
          <option value="title">Title, A to Z</option>
        </select>
      </label>
      <button
        type="button"
        className="button button--secondary form-control-button"
        onClick={() => onChange(DEFAULT_FILTERS)}>
        Reset
      </button>
      <p className={styles.count} aria-live="polite" aria-atomic="true">
        {shown === total ? `${total} requests` : `${shown} of ${total} requests`}
      </p>
    </form>
  );
}
