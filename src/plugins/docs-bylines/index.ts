import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs/lib/index.js';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

/**
 * The docs plugin, with one change to what it shows under a page: "Last
 * updated on <date>" keeps the Git date, and names an author only when the
 * page's own `last_update.author` front matter does.
 *
 * With `showLastUpdateAuthor` on, the plugin falls back to the author of the
 * newest commit that touched the file: the name of whoever made the commit
 * (here, the repository's import), not a person who wrote the page. Turning
 * the option off is no cure, since the plugin then drops the front matter
 * author too. So every instance keeps the option on, and this wrapper
 * forgets the Git author once the plugin has read it.
 */
export function keepFrontMatterAuthorsOnly(content: LoadedContent): LoadedContent {
  for (const version of content.loadedVersions) {
    for (const doc of version.docs) {
      if (doc.frontMatter.last_update?.author === undefined) {
        delete doc.lastUpdatedBy;
      }
    }
  }
  return content;
}

async function docsBylinesPlugin(
  context: LoadContext,
  // Already validated by `validateOptions` below, which returns docs plugin options.
  options: unknown,
): Promise<Plugin<unknown>> {
  const docsPlugin = await pluginContentDocs(context, options as PluginOptions);
  return {
    // Keeps the docs plugin's name: the theme and its MDX loader find the
    // plugin's data by that name.
    ...docsPlugin,
    async loadContent() {
      return keepFrontMatterAuthorsOnly(await docsPlugin.loadContent!());
    },
  } as Plugin<unknown>;
}

export default Object.assign(docsBylinesPlugin, {
  // The options are the docs plugin's own; reuse its validation as is.
  validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>,
}) satisfies PluginModule;
