/** `/search/?q=…`: the search page with a query (trailing slash, as the site's routes have). */
export function searchPageUrl(baseUrl: string, searchPagePath: string, query: string): string {
  const page = `${baseUrl}${searchPagePath.replace(/^\/+|\/+$/g, '')}/`;
  return query ? `${page}?q=${encodeURIComponent(query)}` : page;
}
