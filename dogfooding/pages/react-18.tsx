/**
 * React 18 features running inside a Docusaurus page: transitions,
 * Suspense with React.lazy, deferred values, useId and automatic batching.
 * Everything interactive starts after a click or a keystroke, so the static
 * HTML and the first browser render always match.
 */
import React, {
  Suspense,
  lazy,
  useDeferredValue,
  useId,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import Layout from '@theme/Layout';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two lazy components backed by the same chunk. Each waits an extra second so
 * the loading state stays visible even when the chunk is already cached.
 */
const LazyPanelWithFallback = lazy(() =>
  Promise.all([import('./_components/LazyPanel'), delay(1000)]).then(([module]) => module),
);
const LazyPanelInTransition = lazy(() =>
  Promise.all([import('./_components/LazyPanel'), delay(1000)]).then(([module]) => module),
);

/** Blocks the main thread for about `ms` milliseconds, to make a render slow on purpose. */
function burn(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy wait
  }
}

function SlowItem({index}: {index: number}): JSX.Element {
  burn(1);
  return <li>Slow item {index + 1}</li>;
}

const TOPICS = {
  fast: 'Fast topic',
  slow: 'Slow topic (150 items, about 1 ms each)',
} as const;
type Topic = keyof typeof TOPICS;

function TransitionDemo(): JSX.Element {
  const [topic, setTopic] = useState<Topic>('fast');
  const [isPending, startTransition] = useTransition();
  return (
    <div>
      <div className="button-group margin-bottom--sm">
        {(Object.keys(TOPICS) as Topic[]).map((key) => (
          <button
            key={key}
            type="button"
            className={`button button--sm ${topic === key ? 'button--primary' : 'button--secondary'}`}
            onClick={() => startTransition(() => setTopic(key))}>
            {TOPICS[key]}
          </button>
        ))}
      </div>
      <p aria-live="polite">
        {isPending ? 'Transition pending: rendering the new topic…' : 'Idle.'}
      </p>
      <div style={{opacity: isPending ? 0.5 : 1}}>
        {topic === 'fast' ? (
          <p>The fast topic renders in no time.</p>
        ) : (
          <ul style={{columns: 5}}>
            {Array.from({length: 150}, (_, index) => (
              <SlowItem key={index} index={index} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

const WORDS = Array.from({length: 2000}, (_, i) => `word-${i.toString(36)}`);

function FilteredList({query}: {query: string}): JSX.Element {
  if (query === '') {
    return <p>Type in the field to filter the list.</p>;
  }
  const matches = WORDS.filter((word) => {
    burn(0.05);
    return word.includes(query);
  });
  return (
    <p>
      {matches.length} of {WORDS.length} words contain &ldquo;{query}&rdquo;. First ones:{' '}
      {matches.slice(0, 8).join(', ') || 'none'}.
    </p>
  );
}

function DeferredValueDemo(): JSX.Element {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const inputId = useId();
  const isStale = query !== deferredQuery;
  return (
    <div>
      <label htmlFor={inputId}>Filter words: </label>
      <input id={inputId} value={query} onChange={(event) => setQuery(event.target.value)} />
      <p>
        {isStale
          ? 'Showing results for an older query while React catches up.'
          : 'Results are current.'}
      </p>
      <div style={{opacity: isStale ? 0.5 : 1}}>
        <FilteredList query={deferredQuery} />
      </div>
    </div>
  );
}

function SuspenseDemo(): JSX.Element {
  const [showWithFallback, setShowWithFallback] = useState(false);
  const [showInTransition, setShowInTransition] = useState(false);
  const [isPending, startTransition] = useTransition();
  // Both boundaries are on screen before the click: React only holds back the
  // fallback of a boundary that is already visible, and only during a transition.
  return (
    <div>
      <h3>Shown with a plain state update</h3>
      <Suspense fallback={<p role="status">Loading the lazy panel (Suspense fallback)…</p>}>
        {showWithFallback ? (
          <LazyPanelWithFallback />
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setShowWithFallback(true)}>
            Load the lazy panel
          </button>
        )}
      </Suspense>

      <h3>Shown inside a transition</h3>
      <Suspense fallback={<p role="status">This fallback should not appear.</p>}>
        {showInTransition ? (
          <LazyPanelInTransition />
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={isPending}
            onClick={() => startTransition(() => setShowInTransition(true))}>
            {isPending ? 'Loading in a transition…' : 'Load the lazy panel in a transition'}
          </button>
        )}
      </Suspense>
    </div>
  );
}

function UseIdDemo(): JSX.Element {
  const nameId = useId();
  const emailId = useId();
  return (
    <div>
      <p>
        <label htmlFor={nameId}>Name </label>
        <input id={nameId} autoComplete="off" />{' '}
        <small>
          id: <code>{nameId}</code>
        </small>
      </p>
      <p>
        <label htmlFor={emailId}>Email </label>
        <input id={emailId} type="email" autoComplete="off" />{' '}
        <small>
          id: <code>{emailId}</code>
        </small>
      </p>
    </div>
  );
}

function BatchingDemo(): JSX.Element {
  const [first, setFirst] = useState(0);
  const [second, setSecond] = useState(0);
  // Counts the renders in which `first` or `second` changed. Without batching,
  // each click would cause two of them: one per state update.
  const seen = useRef({first, second, renders: 0});
  if (seen.current.first !== first || seen.current.second !== second) {
    seen.current = {first, second, renders: seen.current.renders + 1};
  }
  return (
    <div>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setTimeout(() => {
            setFirst((n) => n + 1);
            setSecond((n) => n + 1);
          }, 0);
        }}>
        Update two states in a timeout
      </button>
      <p>
        Clicks: {first}. Renders caused by the updates: {seen.current.renders}. With automatic
        batching, both numbers stay equal.
      </p>
    </div>
  );
}

function Section({title, children}: {title: string; children: ReactNode}): JSX.Element {
  return (
    <section className="margin-vert--lg">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export default function React18Tests(): JSX.Element {
  return (
    <Layout
      title="React 18 tests"
      description="Transitions, Suspense with React.lazy, useDeferredValue, useId and automatic batching in a Docusaurus page.">
      <main className="container margin-vert--lg">
        <h1>React 18 tests</h1>
        <p>
          This page checks that the concurrent features of React 18 work in a Docusaurus 3.5.2 site,
          which hydrates pages with <code>hydrateRoot</code> and renders them on the server with{' '}
          <code>renderToPipeableStream</code>. Each section states what you should see.
        </p>

        <Section title="useTransition">
          <p>
            Selecting the slow topic starts a transition. The rendering takes a noticeable moment,
            yet the buttons stay responsive, the old content stays on screen at half opacity, and
            the status line says the transition is pending. Without a transition, the page would
            freeze until the slow list was ready.
          </p>
          <TransitionDemo />
        </Section>

        <Section title="Suspense and React.lazy">
          <p>
            Both buttons render a component loaded with <code>React.lazy</code> from a separate
            chunk, with an extra one-second wait, inside a <code>&lt;Suspense&gt;</code> boundary
            that is already on screen. The first uses a plain update, so the boundary shows its
            fallback for about a second. The second wraps the update in <code>startTransition</code>
            , so React keeps the button on screen, labelled as loading, and never shows the
            fallback.
          </p>
          <p>
            Neither panel is part of the static HTML. A lazy component rendered during the build
            would still be loading when the page hydrates, and any update reaching that Suspense
            boundary before it hydrated would make React log a recoverable error.
          </p>
          <SuspenseDemo />
        </Section>

        <Section title="useDeferredValue">
          <p>
            The input updates on every keystroke, while the list below it filters 2,000 words with
            an artificial cost. The list reads a deferred copy of the query, so typing stays fluid:
            the list lags behind, dimmed, and catches up when you pause.
          </p>
          <DeferredValueDemo />
        </Section>

        <Section title="useId">
          <p>
            Each label is tied to its input with an id from <code>useId()</code>. The ids are the
            same in the static HTML and after hydration, because React derives them from the
            component&apos;s position in the tree. View the page source to compare.
          </p>
          <UseIdDemo />
        </Section>

        <Section title="Automatic batching">
          <p>
            The button sets two state values inside a <code>setTimeout</code>. React 17 rendered
            once per update outside its own event handlers. React 18 batches both, so one click adds
            one render, not two.
          </p>
          <BatchingDemo />
        </Section>
      </main>
    </Layout>
  );
}
