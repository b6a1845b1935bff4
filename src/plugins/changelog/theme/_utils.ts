import {formatUtcDate} from '@site/src/utils/utcDate';

/** Release date as readers expect it, without the time the plugin adds for ordering. */
export function formatReleaseDate(isoDate: string): string {
  return formatUtcDate(new Date(isoDate), 'long');
}
