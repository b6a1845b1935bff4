import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {Plugin, RouteConfig, RouteModules} from '@docusaurus/types';

/**
 * A blog post with no truncate marker is one module, for its page and for
 * every list that shows it.
 *
 * The blog plugin imports each post twice: `post.md` for the post's page and
 * `post.md?truncated=true` for the lists (pages, tags, authors), which cuts
 * the source at the truncate marker before compiling it. A post with no
 * marker is compiled whole both times: two MDX compiles, two modules in each
 * of the build's two compilers, and the same code in two chunks. Every entry
 * of the changelog is such a post (100 of them, 524 KB of Markdown), since
 * its lists show each release in full. Here the lists import those posts as
 * the post's page does. A post with a marker keeps its truncated import.
 */

type ModuleValue = RouteModules[string];

/** A list item's `content`, as the blog plugin writes it for the lists. */
function isTruncatedImport(
  value: ModuleValue | undefined,
): value is {__import: true; path: string; query: {truncated: true}} {
  if (typeof value !== 'object' || value === null || !('__import' in value)) return false;
  const {query} = value as {query?: {truncated?: unknown}};
  return query?.truncated === true;
}

/** The route with the lists' imports of untruncated posts made plain. */
export function shareUntruncatedPosts(route: RouteConfig, untruncated: Set<string>): RouteConfig {
  const items = route.modules?.items;
  const shared: RouteConfig = {
    ...route,
    ...(route.routes && {
      routes: route.routes.map((child) => shareUntruncatedPosts(child, untruncated)),
    }),
  };
  if (!Array.isArray(items)) return shared;
  return {
    ...shared,
    modules: {
      ...route.modules,
      items: items.map((item) => {
        const content = (item as {content?: ModuleValue}).content;
        return isTruncatedImport(content) && untruncated.has(content.path)
          ? {...(item as object), content: {__import: true, path: content.path}}
          : item;
      }),
    },
  };
}

/** The blog plugin, with the routes it adds passed through shareUntruncatedPosts. */
export function untruncatedPostsOnce(plugin: Plugin<BlogContent>): Plugin<BlogContent> {
  const {contentLoaded} = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded({content, actions, ...rest}) {
      const untruncated = new Set(
        content.blogPosts
          .filter((post) => !post.metadata.hasTruncateMarker)
          .map((post) => post.metadata.source),
      );
      return contentLoaded({
        ...rest,
        content,
        actions: {
          ...actions,
          addRoute: (route) => actions.addRoute(shareUntruncatedPosts(route, untruncated)),
        },
      });
    },
  };
}
