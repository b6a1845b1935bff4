/**
 * A page's head, as react-helmet-async hands it to the static render, as data:
 * carried from the second render thread to the main one (ssg-two-threads), and
 * kept on disk from one build to the next (ssg-cache).
 *
 * The framework keeps each page's head (`collectedData[page].helmet`) and
 * gives it to every plugin's `postBuild` as `head`: an object with one entry
 * per kind of tag (`title`, `meta`, `link`, `htmlAttributes`, …), each with
 * `toString()`, the HTML, and `toComponent()`, React elements or an
 * attribute object. Functions and React elements can't cross threads or go in
 * a file, so both results travel as data, and come back behind the same two
 * methods. The sitemap reads `meta.toComponent()` for a
 * page's robots tag: each element keeps its `type`, `key` and `props`.
 */

/** React elements as plain objects; functions and symbols dropped. */
function asData(value) {
  if (Array.isArray(value)) return value.map(asData);
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  }
  if ('$$typeof' in value && 'props' in value) {
    return {
      type: typeof value.type === 'string' ? value.type : String(value.type),
      key: value.key,
      props: asData(value.props),
    };
  }
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, asData(entry)]));
}

/** The head as data, each kind's two results. */
export function headAsData(helmet) {
  const data = {};
  for (const kind of Object.keys(helmet)) {
    const tags = helmet[kind];
    data[kind] = {html: tags.toString(), components: asData(tags.toComponent())};
  }
  return data;
}

/** The head again, with the two methods plugins call. */
export function headFromData(data) {
  const helmet = {};
  for (const [kind, {html, components}] of Object.entries(data)) {
    helmet[kind] = {toString: () => html, toComponent: () => components};
  }
  return helmet;
}
