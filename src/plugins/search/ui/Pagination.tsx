import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './searchPage.module.css';

/** Page numbers shown at once, around the current one. */
const WINDOW = 7;

export function pageWindow(current: number, total: number): number[] {
  const start = Math.max(0, Math.min(current - Math.floor(WINDOW / 2), total - WINDOW));
  return Array.from({length: Math.min(WINDOW, total)}, (_, index) => start + index);
}

type Props = {page: number; pages: number; onChange: (page: number) => void};

/** Numbered pages of results, with previous and next. Pages count from 0. */
export default function Pagination({page, pages, onChange}: Props): JSX.Element | null {
  if (pages <= 1) {
    return null;
  }
  return (
    <nav
      className={styles.pagination}
      aria-label={translate({id: 'theme.SearchPage.paginationLabel', message: 'Result pages'})}>
      <button type="button" disabled={page === 0} onClick={() => onChange(page - 1)}>
        <Translate id="theme.SearchPage.previousPage">Previous</Translate>
      </button>
      {pageWindow(page, pages).map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onChange(number)}>
          {number + 1}
        </button>
      ))}
      <button type="button" disabled={page >= pages - 1} onClick={() => onChange(page + 1)}>
        <Translate id="theme.SearchPage.nextPage">Next</Translate>
      </button>
    </nav>
  );
}
