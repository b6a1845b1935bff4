import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import pluginContentBlog from '@docusaurus/plugin-content-blog';
// The package's public types omit validateOptions, which its entry point does export.
import {validateOptions} from '@docusaurus/plugin-content-blog/lib/options.js';
import type {PluginOptions} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import logger from '@docusaurus/logger';
import {parseChangelog} from './parseChangelog';
import {toAuthorsMap, toBlogPosts, toV2IndexPost} from './toBlogPosts';
import {untruncatedPostsOnce} from '../performance';

/** The one file maintainers edit. */
const SOURCE_FILE = 'changelog/CHANGELOG.md';
/** Where the generated posts go; git-ignored, rewritten on every load. */
const GENERATED_DIR = 'changelog/source';

/**
 * Wraps the blog plugin: the blog plugin does the routing, pagination, feeds
 * and authors; this plugin only replaces where the posts come from.
 */
async function changelogPlugin(
  context: LoadContext,
  // Already validated by `validateOptions` below, which returns blog plugin options.
  options: unknown,
): Promise<Plugin<unknown>> {
  const sourcePath = path.join(context.siteDir, SOURCE_FILE);
  const generatedDir = path.join(context.siteDir, GENERATED_DIR);
  // Its lists show each release in full: see untruncated-posts-once.
  const blogPlugin = untruncatedPostsOnce(
    await pluginContentBlog(context, {
      ...(options as PluginOptions),
      path: GENERATED_DIR,
    }),
  );

  async function writePosts(): Promise<void> {
    const source = await readFile(sourcePath, 'utf8');
    const {releases, warnings} = parseChangelog(source, SOURCE_FILE);
    warnings.forEach((warning) => logger.warn(warning));
    await rm(generatedDir, {recursive: true, force: true});
    await mkdir(generatedDir, {recursive: true});
    const v2Index = toV2IndexPost(releases);
    await Promise.all([
      ...[...toBlogPosts(releases), ...(v2Index ? [v2Index] : [])].map(({fileName, content}) =>
        writeFile(path.join(generatedDir, fileName), content),
      ),
      writeFile(
        path.join(generatedDir, 'authors.json'),
        JSON.stringify(toAuthorsMap(releases), null, 2),
      ),
    ]);
  }

  return {
    // Keeps the blog plugin's name: its MDX loader reads metadata from the
    // data folder named after it.
    ...blogPlugin,
    async loadContent() {
      await writePosts();
      return blogPlugin.loadContent!();
    },
    // Watch the source only: the generated folder changes on every load.
    getPathsToWatch() {
      return [sourcePath];
    },
  } as Plugin<unknown>;
}

export default Object.assign(changelogPlugin, {
  // The options are the blog plugin's own; reuse its validation as is.
  validateOptions: validateOptions as NonNullable<PluginModule['validateOptions']>,
}) satisfies PluginModule;
