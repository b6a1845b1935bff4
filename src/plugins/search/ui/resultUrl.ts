import type {SearchSettings} from '../settings';

type UrlSettings = Pick<SearchSettings, 'externalUrlRegex' | 'replaceSearchResultPathname'>;

/** Whether the URL matches `externalUrlRegex` (a regular expression source, as in `themeConfig.algolia`). */
export function isExternalResult(url: string, settings: UrlSettings): boolean {
  return settings.externalUrlRegex ? new RegExp(settings.externalUrlRegex).test(url) : false;
}

/**
 * The link a hit leads to: URLs matching `externalUrlRegex` stay as they
 * are; anything else becomes a path on this site (with its anchor), with the
 * configured rewrite applied (`/docs/next/` → `/docs/`).
 */
export function processResultUrl(url: string, settings: UrlSettings): string {
  if (isExternalResult(url, settings)) {
    return url;
  }
  const parsed = new URL(url, 'https://site.invalid');
  const replace = settings.replaceSearchResultPathname;
  const pathname = replace ? parsed.pathname.split(replace.from).join(replace.to) : parsed.pathname;
  return `${pathname}${parsed.hash}`;
}
