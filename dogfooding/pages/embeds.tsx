/**
 * Embedded content that renders without any network request to another
 * origin: iframes fed by `srcDoc` or a file of this site, a video with a local
 * poster and no media source, and <object> elements with fallback content.
 */
import React from 'react';
import Layout from '@theme/Layout';
import useBaseUrl from '@docusaurus/useBaseUrl';

const inlineDocument = `<!doctype html>
<html lang="en">
  <head>
    <style>
      body { font-family: system-ui, sans-serif; margin: 1rem; color: #1c1e21; background: #f5f6f7; }
      @media (prefers-color-scheme: dark) { body { color: #e3e3e3; background: #242526; } }
      button { font: inherit; }
    </style>
  </head>
  <body>
    <p>This document comes from the iframe's <code>srcdoc</code> attribute. The browser made no request for it.</p>
    <button type="button" onclick="this.textContent = 'Scripts run inside the frame'">Click me</button>
  </body>
</html>`;

function Embed({
  title,
  expected,
  children,
}: {
  title: string;
  expected: string;
  children: React.ReactNode;
}): JSX.Element {
  return (
    <section className="margin-vert--lg">
      <h2>{title}</h2>
      <p>{expected}</p>
      <div
        style={{
          border: '1px solid var(--ifm-color-emphasis-300)',
          borderRadius: 'var(--ifm-global-radius)',
          padding: '1rem',
        }}>
        {children}
      </div>
    </section>
  );
}

export default function Embeds(): JSX.Element {
  const logoUrl = useBaseUrl('/img/docusaurus.svg');
  const posterUrl = useBaseUrl('/img/docusaurus-social-card.png');
  return (
    <Layout
      title="Embeds"
      description="Iframes, a video and object elements that render their content or their fallback without any request to another origin.">
      <main className="container margin-vert--lg">
        <h1>Embeds</h1>
        <p>
          This page checks embedded content in a React page: that each embed renders after server
          rendering and hydration, and that each shows something sensible when its content cannot
          play. No embed here contacts another origin, so the page works offline and in tests that
          block the network. Open the browser&apos;s network panel: the only requests are for files
          of this site.
        </p>

        <Embed
          title="Iframe with srcDoc"
          expected="Expected: a framed document with a sentence and a button. Its HTML is a string in the page's JavaScript, passed as the srcDoc prop; the click handler inside the frame runs in the frame.">
          <iframe
            title="Inline document in an iframe"
            srcDoc={inlineDocument}
            sandbox="allow-scripts"
            style={{width: '100%', height: 160, border: 'none'}}
          />
        </Embed>

        <Embed
          title="Iframe with a file of this site"
          expected="Expected: the site's logo, loaded from /img/docusaurus.svg through useBaseUrl, so the path stays right if the site moves under a base URL.">
          <iframe
            title="The Docusaurus logo in an iframe"
            src={logoUrl}
            style={{width: 220, height: 220, border: 'none'}}
          />
        </Embed>

        <Embed
          title="Video with a local poster and no source"
          expected="Expected: a video player showing the site's social card as its poster. The element has no media source, so the player cannot start; the text inside it shows only in browsers without video support.">
          <video controls preload="none" poster={posterUrl} width={480} style={{maxWidth: '100%'}}>
            Your browser does not play HTML video. This text is the element&apos;s fallback content.
          </video>
        </Embed>

        <Embed
          title="Object with a local file"
          expected="Expected: the site's logo, rendered by the object element from /img/docusaurus.svg. The fallback text inside stays hidden because the file loads.">
          <object
            data={logoUrl}
            type="image/svg+xml"
            width={160}
            height={160}
            aria-label="The Docusaurus logo">
            The logo could not be displayed. This is the object element&apos;s fallback content.
          </object>
        </Embed>

        <Embed
          title="Object with a type no browser renders"
          expected="Expected: the fallback content below, because the object has no data and a media type no browser can display. The browser makes no request for it.">
          <object type="application/x-docusaurus-embed-test" width={320} height={80}>
            <p>
              <strong>Fallback content.</strong> The object element could not display its content,
              so the browser shows this paragraph instead.
            </p>
          </object>
        </Embed>
      </main>
    </Layout>
  );
}
