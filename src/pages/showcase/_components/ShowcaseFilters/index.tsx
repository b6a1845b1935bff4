import React, {useId} from 'react';
import {showcaseTags, tagTypes} from '@site/src/data/showcaseTags';
import {NO_FILTERS, toggleTag, type ShowcaseFilters as Filters} from '../../_utils';
import styles from './styles.module.css';

type Props = {
  readonly filters: Filters;
  readonly onChange: (next: Filters) => void;
  readonly shown: number;
  readonly total: number;
};

/** Tag toggles, the AND/OR operator, a name search, "clear all" and the live count. */
export default function ShowcaseFilters({filters, onChange, shown, total}: Props): JSX.Element {
  const id = useId();
  const isAnd = filters.operator === 'AND';
  return (
    <section className={styles.filters} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          Filters
        </h2>
        <p className={styles.count} aria-live="polite" aria-atomic="true">
          {shown === total ? `${total} sites` : `${shown} of ${total} sites`}
        </p>
        <button
          type="button"
          role="switch"
          aria-checked={isAnd}
          className={styles.operator}
          onClick={() => onChange({...filters, operator: isAnd ? 'OR' : 'AND'})}>
          <span className={styles.operatorLabel}>Match</span>
          <span aria-hidden="true" className={isAnd ? styles.off : styles.on}>
            OR
          </span>
          <span aria-hidden="true" className={isAnd ? styles.on : styles.off}>
            AND
          </span>
          <span className="sr-only">all selected tags (AND)</span>
        </button>
        <label className={styles.search}>
          <span className="sr-only">Search sites by name</span>
          <input
            type="search"
            placeholder="Search by name"
            value={filters.name}
            onChange={(event) => onChange({...filters, name: event.target.value})}
          />
        </label>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => onChange(NO_FILTERS)}>
          Clear all
        </button>
      </div>
      <ul className={styles.tags} aria-label="Tags">
        {tagTypes.map((tag) => {
          const {label, description, color} = showcaseTags[tag];
          const selected = filters.tags.includes(tag);
          return (
            <li key={tag}>
              <button
                type="button"
                aria-pressed={selected}
                title={description}
                className={selected ? `${styles.tag} ${styles.selected}` : styles.tag}
                onClick={() => onChange({...filters, tags: toggleTag(filters.tags, tag)})}>
                <span className={styles.dot} style={{backgroundColor: color}} aria-hidden="true" />
                {label}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
