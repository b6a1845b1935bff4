import React from 'react';
import {errorHelp, errorTitle} from './translations';

/** Class that marks our error screen inside the modal (see modal.css). */
export const SEARCH_ERROR_CLASS = 'local-search-error';

/** The "Unable to fetch results" screen, styled by DocSearch's own classes. */
export default function SearchError(): JSX.Element {
  return (
    <div className={`DocSearch-ErrorScreen ${SEARCH_ERROR_CLASS}`} role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <path
            d="M3 16 17 2M5.5 5.5a6 6 0 0 1 8.5-.7m1.6 2.6a6 6 0 0 1-7.7 7.7M10 3.5v1M16.5 10h-1"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
          />
        </svg>
      </div>
      <p className="DocSearch-Title">{errorTitle}</p>
      <p className="DocSearch-Help">{errorHelp}</p>
    </div>
  );
}
