/**
 * A page that crashes server rendering on request. With
 * DOCUSAURUS_CRASH_TEST=true the site config sets `customFields.crashTest`,
 * and this page throws while the build renders it to HTML, which must fail
 * the build with an error naming the page.
 *
 * This file imports only `react`, `@theme/Layout` and `@docusaurus/*`: the
 * build test copies it alone into a minimal site (dogfooding/crashTest.config.ts).
 */
import React from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export default function CrashTest(): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const crashRequested = siteConfig.customFields?.crashTest === true;

  // Only server rendering throws: a browser that somehow loads a crash-test
  // build (or the dev server, which renders in the browser) still shows the page.
  if (crashRequested && !ExecutionEnvironment.canUseDOM) {
    throw new Error(
      'crashTest: this page throws during server rendering because DOCUSAURUS_CRASH_TEST=true',
    );
  }

  return (
    <Layout
      title="Crash test"
      description="A page that makes the production build fail when DOCUSAURUS_CRASH_TEST=true, to prove a crashing page is reported by name.">
      <main className="container margin-vert--lg">
        <h1>Crash test</h1>
        <p>
          This page checks how the build reports a page that throws during server rendering. A
          production build renders every route to static HTML in Node.js. When one route throws, the
          build must stop with a non-zero exit code and an error message that names the route, so
          the broken page is easy to find among thousands.
        </p>

        <h2>The flag</h2>
        <p>
          The site config reads the environment variable <code>DOCUSAURUS_CRASH_TEST</code> and
          stores the result in <code>siteConfig.customFields.crashTest</code>. This page reads that
          field with <code>useDocusaurusContext()</code>. It throws only when both conditions hold:
        </p>
        <ul>
          <li>
            <code>customFields.crashTest</code> is <code>true</code>, which needs{' '}
            <code>DOCUSAURUS_CRASH_TEST=true</code> at build time;
          </li>
          <li>
            the code runs on the server, which is the case when{' '}
            <code>ExecutionEnvironment.canUseDOM</code> is <code>false</code>.
          </li>
        </ul>
        <p>
          In this build the flag is <strong>{crashRequested ? 'on' : 'off'}</strong>
          {crashRequested
            ? ', and you see this page because it is running in a browser, where it never throws.'
            : ', so the page rendered normally.'}
        </p>

        <h2>Run it</h2>
        <pre>
          <code>DOCUSAURUS_CRASH_TEST=true npm run build</code>
        </pre>
        <p>
          The build fails. Its output lists the pathname <code>/tests/pages/crashTest/</code> and
          the message{' '}
          <code>
            crashTest: this page throws during server rendering because DOCUSAURUS_CRASH_TEST=true
          </code>
          . Without the variable, the same command builds this page like any other.
        </p>
        <p>
          The unit test suite runs this check on a minimal site that holds only this page, so it
          takes seconds rather than a full site build.
        </p>
      </main>
    </Layout>
  );
}
