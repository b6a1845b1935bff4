/**
 * The OpenSearch description, so browsers can offer the site as a search
 * engine (address-bar search). The hosted theme writes the same file; the
 * local plugin does too, so the two modes look the same to a visitor.
 */
export const OPEN_SEARCH_FILE = 'opensearch.xml';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;'})[char]!,
  );

export type OpenSearchSite = {
  title: string;
  /** Origin, without a trailing slash: `https://docusaurus.io`. */
  url: string;
  baseUrl: string;
  searchPagePath: string;
  /** Site-relative path of the favicon, as in `siteConfig.favicon`. */
  favicon?: string;
};

export function openSearchXml({title, url, baseUrl, searchPagePath, favicon}: OpenSearchSite) {
  const root = `${url}${baseUrl}`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${escapeXml(title)}</ShortName>`,
    `  <Description>Search ${escapeXml(title)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    ...(favicon
      ? [`  <Image width="16" height="16">${escapeXml(root + favicon.replace(/^\//, ''))}</Image>`]
      : []),
    `  <Url type="text/html" method="get" template="${escapeXml(`${root}${searchPagePath}/?q={searchTerms}`)}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(root + OPEN_SEARCH_FILE)}"/>`,
    `  <moz:SearchForm>${escapeXml(root)}</moz:SearchForm>`,
    '</OpenSearchDescription>',
  ];
  return `${lines.join('\n')}\n`;
}
