/**
 * Recognising the pages plugin-client-redirects writes: a bare document whose
 * meta refresh sends the visitor on. Shared by the precache list (which
 * leaves them out) and the whole-site gates (which do not visit them).
 */

/** Attributes of every `<meta>` tag of a HTML document, names lower-cased. */
export function metaTags(html: string): Record<string, string>[] {
  return [...html.matchAll(/<meta\b([^>]*)>/gi)].map((match) => {
    const attributes: Record<string, string> = {};
    for (const attr of (match[1] ?? '').matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      attributes[(attr[1] ?? '').toLowerCase()] = attr[2] ?? attr[3] ?? '';
    }
    return attributes;
  });
}

/**
 * The target of a client-redirect stub, or null when the document is a real
 * page. The redirect plugin writes a bare document with a meta refresh and no
 * app root; a real page has the `__docusaurus` root even when it also carries
 * a refresh tag of its own.
 */
export function redirectStubTarget(html: string): string | null {
  if (html.includes('id="__docusaurus"')) {
    return null;
  }
  const refresh = metaTags(html).find((tag) => tag['http-equiv']?.toLowerCase() === 'refresh');
  const target = refresh?.content?.match(/^\s*\d+\s*;\s*url\s*=\s*['"]?([^'"]+)['"]?\s*$/i)?.[1];
  return target ?? null;
}
