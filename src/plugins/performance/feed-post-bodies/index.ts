import {access, mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {CreateFeedItemsFn} from '@docusaurus/plugin-content-blog';
import {blogPostContainerID} from '@docusaurus/utils-common';
import {Parser} from 'htmlparser2';

/**
 * The blog feeds parse each post's body, not its whole page.
 *
 * plugin-content-blog makes a feed item of each post in `postBuild`: it reads
 * the post's built page, parses all of it with cheerio (parse5, a full DOM),
 * makes the links and images of the body (`#__blog-post-container`) absolute
 * and takes the body's HTML. The rest of the page, which it never reads, is
 * most of it: the navbar, the sidebar that lists every post, the footer. (The
 * changelog's 99 release pages were parsed whole too, then for no body at all:
 * they did not mark their body with the framework's id until later.) In a CPU
 * profile of a cold build's main thread (a diagnosis), that parse was 1.3 s
 * of `postBuild`, the main thread's busiest phase after webpack.
 *
 * `feedItemsFromPostBodies` is the plugin's own `feedOptions.createFeedItems`
 * hook. It writes each post's body alone (`postBody`) to a temporary folder
 * laid out as the build is, and calls the framework's `defaultCreateFeedItems`
 * with that folder as `outDir`. The framework makes the items as before, from
 * the same element: its parser meets the body in the same place in the
 * document (inside `<body>`), so the body's HTML comes out the same.
 */

/**
 * The element of `page` whose id is `id`, its own tags included, as the page
 * spells it; `''` when the page has none. htmlparser2 finds where it ends: it
 * knows which tags are void and what `<script>`, `<style>` and comments may
 * hold, so a `</div>` in one of those does not end the element early.
 */
export function elementWithId(page: string, id: string): string {
  let start = -1;
  let end = -1;
  let depth = 0;
  const parser = new Parser(
    {
      onopentag(_name, attributes) {
        if (end !== -1) return;
        if (start !== -1) depth += 1;
        else if (attributes.id === id) [start, depth] = [parser.startIndex, 1];
      },
      // Void and implied closing tags are reported too, so every opened tag closes once.
      onclosetag() {
        if (start === -1 || end !== -1) return;
        depth -= 1;
        if (depth === 0) {
          end = parser.endIndex + 1;
          parser.pause();
        }
      },
    },
    {decodeEntities: false},
  );
  parser.write(page);
  if (start === -1) return '';
  // An element the page never closes runs to the end, as a parser would read it.
  return page.slice(start, end === -1 ? page.length : end);
}

/** What the feeds read of a post's page: its body, the element the framework reads. */
export const postBody = (page: string): string => elementWithId(page, blogPostContainerID);

/**
 * The files the framework may read a post's page from (`readOutputHTMLFile`
 * in @docusaurus/utils): `<permalink>/index.html` unless `trailingSlash` is
 * false, then `<permalink>.html` unless it is true, the first that exists.
 * Each is given its body in the copy, so the framework picks the same one.
 */
function pageFiles(permalink: string, trailingSlash: boolean | undefined): string[] {
  const withSlash = path.join(permalink, 'index.html');
  const bare = permalink.replace(/\/$/, '');
  const withoutSlash = /\.html?$/i.test(bare) ? bare : `${bare}.html`;
  return [
    ...(trailingSlash !== false ? [withSlash] : []),
    ...(trailingSlash !== true ? [withoutSlash] : []),
  ];
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** `feedOptions.createFeedItems` for every blog instance of the site (config/). */
export const feedItemsFromPostBodies: CreateFeedItemsFn = async ({
  blogPosts,
  siteConfig,
  outDir,
  defaultCreateFeedItems,
}) => {
  const bodiesDir = await mkdtemp(path.join(tmpdir(), 'feed-post-bodies-'));
  try {
    const files = blogPosts.flatMap(({metadata}) =>
      pageFiles(metadata.permalink.replace(siteConfig.baseUrl, ''), siteConfig.trailingSlash),
    );
    await Promise.all(
      [...new Set(files)].map(async (file) => {
        const page = path.join(outDir, file);
        if (!(await exists(page))) return;
        const copy = path.join(bodiesDir, file);
        await mkdir(path.dirname(copy), {recursive: true});
        await writeFile(copy, postBody(await readFile(page, 'utf8')));
      }),
    );
    return await defaultCreateFeedItems({blogPosts, siteConfig, outDir: bodiesDir});
  } finally {
    await rm(bodiesDir, {recursive: true, force: true});
  }
};
