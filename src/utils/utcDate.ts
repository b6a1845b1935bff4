/**
 * Dates as the site writes them: `Aug 9, 2024` or `August 9, 2024`, the day
 * in UTC, exactly as `toLocaleDateString('en-US', {timeZone: 'UTC', …})`
 * writes them. Without Intl: a page's first Intl date format loads the
 * locale's ICU data, about 20 ms on the main thread while the page hydrates,
 * to write text the server has already written (issue #15). The framework's
 * own dates are written the same way (patches/@docusaurus+theme-common+3.5.2.patch).
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `month: 'short'` is the month's first three letters, as in Intl's English. */
export function formatUtcDate(date: Date, month: 'short' | 'long'): string {
  const year = date.getUTCFullYear();
  if (Number.isNaN(year) || year < 1) {
    // An invalid date, or one Intl writes with an era: rare enough to pay for Intl.
    return date.toLocaleDateString('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month,
      day: 'numeric',
    });
  }
  const name = MONTHS[date.getUTCMonth()]!;
  return `${month === 'short' ? name.slice(0, 3) : name} ${date.getUTCDate()}, ${year}`;
}
