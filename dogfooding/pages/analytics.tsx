/**
 * How a page of a Docusaurus site sends analytics events, shown as code, and
 * a button that goes through the same steps on this site. The site has no
 * analytics plugin, so the button finds no tracker and sends nothing.
 */
import React, {useState} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';

type AnalyticsWindow = Window & {
  gtag?: (command: 'event', name: string, params?: Record<string, unknown>) => void;
  dataLayer?: unknown[];
};

const configExample = `import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

export default {
  // ...
  presets: [
    [
      'classic',
      {
        // highlight-start
        gtag: {
          trackingID: 'G-XXXXXXXXXX',
          anonymizeIP: true,
        },
        // highlight-end
      } satisfies Preset.Options,
    ],
  ],
} satisfies Config;`;

const eventExample = `import React from 'react';

declare global {
  interface Window {
    gtag?: (command: 'event', name: string, params?: Record<string, unknown>) => void;
  }
}

export default function FeedbackButton(): JSX.Element {
  return (
    <button
      type="button"
      onClick={() => {
        // highlight-next-line
        window.gtag?.('event', 'page_feedback', {value: 1, page: window.location.pathname});
      }}>
      This page helped me
    </button>
  );
}`;

const clientModuleExample = `import type {ClientModule} from '@docusaurus/types';

// Registered in docusaurus.config.ts with clientModules: ['./src/analytics.ts']
const analytics: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // Runs after every client-side navigation, once the new page is rendered.
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      (window as {dataLayer?: unknown[]}).dataLayer?.push({
        event: 'virtual_page_view',
        page_path: location.pathname,
      });
    }
  },
};

export default analytics;`;

function EventDemo(): JSX.Element {
  const [log, setLog] = useState<string[]>([]);
  const [attempts, setAttempts] = useState(0);
  const sendEvent = () => {
    const w = window as AnalyticsWindow;
    const lines: string[] = [];
    if (typeof w.gtag === 'function') {
      w.gtag('event', 'tests_analytics_demo', {page: window.location.pathname});
      lines.push('window.gtag exists: the event was handed to gtag.js.');
    } else {
      lines.push('window.gtag is undefined: no gtag plugin is loaded, so nothing was sent.');
    }
    if (Array.isArray(w.dataLayer)) {
      lines.push(`window.dataLayer exists with ${w.dataLayer.length} entries.`);
    } else {
      lines.push('window.dataLayer is undefined: no Tag Manager container is loaded either.');
    }
    setAttempts(attempts + 1);
    setLog([`Attempt ${attempts + 1}:`, ...lines]);
  };
  return (
    <div>
      <button type="button" className="button button--primary" onClick={sendEvent}>
        Try to send a test event
      </button>
      {log.length > 0 && (
        <ul className="margin-top--md" aria-live="polite">
          {log.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function Analytics(): JSX.Element {
  return (
    <Layout
      title="Analytics"
      description="How analytics plugins and page code send events in a Docusaurus site, and a demo that sends nothing because this site loads no tracker.">
      <main className="container margin-vert--lg">
        <h1>Analytics</h1>
        <p>
          This page checks how a Docusaurus page talks to an analytics tool, and that this site
          talks to none. The code below is what a site with an analytics plugin would use. This site
          enables no analytics plugin, so the demo button finds no tracker and the browser sends no
          request.
        </p>

        <h2>The analytics plugins</h2>
        <ul>
          <li>
            <Link to="/docs/api/plugins/@docusaurus/plugin-google-gtag">
              <code>@docusaurus/plugin-google-gtag</code>
            </Link>{' '}
            loads <code>gtag.js</code> in production builds, defines <code>window.gtag</code> and
            reports a page view on every client-side navigation.
          </li>
          <li>
            <Link to="/docs/api/plugins/@docusaurus/plugin-google-tag-manager">
              <code>@docusaurus/plugin-google-tag-manager</code>
            </Link>{' '}
            loads a Tag Manager container and defines <code>window.dataLayer</code>; page views
            after the first one are up to the container&apos;s triggers.
          </li>
          <li>
            <Link to="/docs/api/plugins/@docusaurus/plugin-google-analytics">
              <code>@docusaurus/plugin-google-analytics</code>
            </Link>{' '}
            targets Universal Analytics, which Google has shut down; use the gtag plugin instead.
          </li>
          <li>
            <Link to="/docs/api/plugins/@docusaurus/plugin-vercel-analytics">
              <code>@docusaurus/plugin-vercel-analytics</code>
            </Link>{' '}
            adds Vercel Web Analytics for sites deployed on Vercel.
          </li>
        </ul>
        <p>
          All of them do nothing in development: <code>docusaurus start</code> loads no tracker.
        </p>

        <h2>Enable a plugin</h2>
        <CodeBlock language="ts" title="docusaurus.config.ts">
          {configExample}
        </CodeBlock>

        <h2>Send an event from a page</h2>
        <p>
          Call the tracker through optional chaining. In development, and on sites without the
          plugin, <code>window.gtag</code> is undefined and the call does nothing. Call it from an
          event handler or an effect, never while rendering, because rendering also runs on the
          server, where <code>window</code> does not exist.
        </p>
        <CodeBlock language="tsx" title="src/components/FeedbackButton.tsx">
          {eventExample}
        </CodeBlock>

        <h2>Report client-side navigation</h2>
        <p>
          A client module can hook into route changes, for trackers that need a manual page view
          after each navigation without a full page load.
        </p>
        <CodeBlock language="ts" title="src/analytics.ts">
          {clientModuleExample}
        </CodeBlock>

        <h2>Try it on this site</h2>
        <p>
          The button runs the same checks as the code above. Expected: it reports that neither{' '}
          <code>window.gtag</code> nor <code>window.dataLayer</code> exists, and the network panel
          shows no request.
        </p>
        <EventDemo />
      </main>
    </Layout>
  );
}
