import React, {useId} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
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
          <Translate id="showcase.filters.title" description="The heading of the showcase filters">
            Filters
          </Translate>
        </h2>
        <p className={styles.count} aria-live="polite" aria-atomic="true">
          {shown === total
            ? translate(
                {
                  id: 'showcase.filters.count.all',
                  message: '{total} sites',
                  description: 'The live count when every showcase site is shown',
                },
                {total},
              )
            : translate(
                {
                  id: 'showcase.filters.count.some',
                  message: '{shown} of {total} sites',
                  description: 'The live count when the filters hide some showcase sites',
                },
                {shown, total},
              )}
        </p>
        <button
          type="button"
          role="switch"
          aria-checked={isAnd}
          className={styles.operator}
          onClick={() => onChange({...filters, operator: isAnd ? 'OR' : 'AND'})}>
          <span className={styles.operatorLabel}>
            <Translate
              id="showcase.filters.operator.label"
              description="The label before the OR/AND switch of the showcase filters">
              Match
            </Translate>
          </span>
          <span aria-hidden="true" className={isAnd ? styles.off : styles.on}>
            <Translate
              id="showcase.filters.operator.or"
              description="The OR side of the showcase filters' switch: sites with any selected tag">
              OR
            </Translate>
          </span>
          <span aria-hidden="true" className={isAnd ? styles.on : styles.off}>
            <Translate
              id="showcase.filters.operator.and"
              description="The AND side of the showcase filters' switch: sites with every selected tag">
              AND
            </Translate>
          </span>
          <span className="sr-only">
            <Translate
              id="showcase.filters.operator.srLabel"
              description="Hidden text completing 'Match' for screen readers, on the OR/AND switch">
              all selected tags (AND)
            </Translate>
          </span>
        </button>
        <label className={styles.search}>
          <span className="sr-only">
            <Translate
              id="showcase.filters.search.label"
              description="The hidden label of the showcase's name search">
              Search sites by name
            </Translate>
          </span>
          <input
            type="search"
            placeholder={translate({
              id: 'showcase.filters.search.placeholder',
              message: 'Search by name',
              description: "The placeholder of the showcase's name search",
            })}
            value={filters.name}
            onChange={(event) => onChange({...filters, name: event.target.value})}
          />
        </label>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => onChange(NO_FILTERS)}>
          <Translate
            id="showcase.filters.clearAll"
            description="The button that clears every showcase filter">
            Clear all
          </Translate>
        </button>
      </div>
      <ul
        className={styles.tags}
        aria-label={translate({
          id: 'showcase.filters.tags.label',
          message: 'Tags',
          description: "The accessible name of the showcase's list of tag toggles",
        })}>
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
