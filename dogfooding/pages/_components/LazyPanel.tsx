/**
 * Loaded with React.lazy by the react-18 test page, so webpack puts it in its
 * own chunk that the browser fetches only when the panel is first shown.
 * The leading underscore keeps it out of the pages plugin's routes.
 */
import React from 'react';

export default function LazyPanel(): JSX.Element {
  return (
    <div className="alert alert--success" role="status">
      This panel comes from a separate JavaScript chunk, loaded on demand by <code>React.lazy</code>
      . While it loaded, the nearest <code>&lt;Suspense&gt;</code> boundary showed its fallback.
    </div>
  );
}
