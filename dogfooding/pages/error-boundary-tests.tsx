/**
 * Buttons that make a component throw while rendering, at three depths, so
 * each of the three error boundaries on the way up gets to catch one error:
 * a local boundary of this page, the boundary inside the theme's Layout, and
 * the root boundary of the app.
 */
import React, {useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';

/** An error with a cause, so each fallback has a causal chain to show. */
function makeError(where: string): Error {
  return new Error(`Error boundary test: thrown ${where}`, {
    cause: new Error(`Cause of the error thrown ${where}`),
  });
}

/**
 * A button that arms itself on click; the next render throws. Event handlers
 * do not reach error boundaries, so the throw has to happen while rendering.
 * The armed state lives in this component, so when a boundary remounts it
 * after "Try again", it starts disarmed.
 */
function ThrowingButton({label, where}: {label: string; where: string}): JSX.Element {
  const [armed, setArmed] = useState(false);
  if (armed) {
    throw makeError(where);
  }
  return (
    <button type="button" className="button button--danger" onClick={() => setArmed(true)}>
      {label}
    </button>
  );
}

function LocalFallback({error, tryAgain}: {error: Error; tryAgain: () => void}): JSX.Element {
  return (
    <div className="alert alert--danger" role="alert">
      <p>
        <strong>The local error boundary of this page caught an error.</strong> The rest of the page
        is untouched.
      </p>
      <ErrorBoundaryError error={error} />
      <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--secondary" />
    </div>
  );
}

function Case({title, children}: {title: string; children: ReactNode}): JSX.Element {
  return (
    <section className="margin-vert--lg">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export default function ErrorBoundaryTests(): JSX.Element {
  // This state belongs to the page component itself, above <Layout>. Throwing
  // here escapes the Layout's boundary; only the root boundary can catch it.
  const [throwOutsideLayout, setThrowOutsideLayout] = useState(false);
  if (throwOutsideLayout) {
    throw makeError('outside the layout');
  }

  return (
    <Layout
      title="Error boundary tests"
      description="Buttons that throw while rendering, caught by a local error boundary, the theme layout's boundary or the root boundary.">
      <main className="container margin-vert--lg">
        <h1>Error boundary tests</h1>
        <p>
          This page checks the error boundaries of Docusaurus 3.5.2. Each button below makes a
          component throw the next time it renders. The error travels up the React tree to the
          nearest error boundary, which replaces the part of the page it wraps with a fallback.
          There are three boundaries on the way up, nested inside one another:
        </p>
        <ol>
          <li>
            a <strong>local boundary</strong> that this page adds with{' '}
            <code>&lt;ErrorBoundary fallback=&#123;…&#125;&gt;</code> from{' '}
            <code>@docusaurus/ErrorBoundary</code>;
          </li>
          <li>
            the <strong>layout boundary</strong> that the theme&apos;s <code>Layout</code> puts
            around the page content, between the navbar and the footer;
          </li>
          <li>
            the <strong>root boundary</strong> around the whole app, whose fallback is{' '}
            <code>@theme/Error</code>.
          </li>
        </ol>
        <p>
          Every fallback shows the error message followed by its cause, and a <em>Try again</em>{' '}
          button. Try again clears the boundary&apos;s error and renders its children again from
          fresh state, so the button that threw is back and the page works as before. React also
          logs each caught error to the browser console, so expect console errors after a click.
        </p>

        <ErrorBoundary fallback={(params) => <LocalFallback {...params} />}>
          <Case title="Caught by a local error boundary">
            <p>
              The button sits inside the local boundary. Only this section turns into a red alert
              with the message and cause; the navbar, the other buttons and the page title stay.
            </p>
            <ThrowingButton
              label="Throw inside a local error boundary"
              where="inside a local error boundary"
            />
          </Case>
        </ErrorBoundary>

        <Case title="Caught by the layout's boundary">
          <p>
            The button sits inside the layout but outside the local boundary. The theme&apos;s
            fallback replaces everything between the navbar and the footer with a heading that reads
            &ldquo;This page crashed.&rdquo;, a Try again button and the error with its cause. The
            navbar and footer stay, and the browser tab keeps this page&apos;s title.
          </p>
          <ThrowingButton label="Throw inside the layout" where="inside the layout" />
        </Case>

        <Case title="Caught by the root boundary">
          <p>
            This button makes the page component itself throw, above its <code>&lt;Layout&gt;</code>
            , so the layout&apos;s boundary is not on the way up. The root boundary catches the
            error and renders <code>@theme/Error</code>: a heading that reads &ldquo;This page
            crashed&rdquo; (no final period), a Try again button and the error with its cause. It
            sets the document title to &ldquo;Page Error&rdquo;. Try again renders the whole app
            again and this page comes back with its title.
          </p>
          <button
            type="button"
            className="button button--danger"
            onClick={() => setThrowOutsideLayout(true)}>
            Throw outside the layout
          </button>
        </Case>

        <Case title="What to look for">
          <ul>
            <li>Which part of the page each fallback replaces, and which parts stay.</li>
            <li>
              The heading text: &ldquo;This page crashed.&rdquo; with a period from the layout
              boundary, &ldquo;This page crashed&rdquo; without one from the root boundary.
            </li>
            <li>
              The document title: unchanged for the first two buttons, &ldquo;Page Error&rdquo; for
              the third.
            </li>
            <li>
              The message line, then &ldquo;Cause:&rdquo; and the cause&apos;s message, in every
              fallback.
            </li>
            <li>After Try again, the same button is back and can throw again.</li>
          </ul>
        </Case>
      </main>
    </Layout>
  );
}
