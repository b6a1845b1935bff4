import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {codeThemeCss} from './themeCss';

export type Options = {light: PrismTheme; dark: PrismTheme};

/** Writes `file` only when its text changes, so a rebuild keeps webpack's cache of it. */
function writeIfChanged(file: string, text: string): void {
  let current: string | undefined;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current !== text) {
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, text);
  }
}

/**
 * Code blocks highlighted at build time and coloured by CSS.
 *
 * The classic theme highlights every code block in the browser with Prism,
 * with colours as inline styles for the current colour mode; since the server
 * cannot know that mode, its CodeBlock remounts every block after hydration
 * to restyle it. Here the build tokenizes the code (`rehypeCodeTokens`, in
 * the Markdown options of every content plugin), this plugin ships the two
 * themes as one stylesheet of custom properties (`themeCss.ts`), and the
 * CodeBlock components in `theme/` render the ready lines as they are: no
 * Prism in the browser and nothing to redo after hydration. Only a block
 * whose code exists at run time alone (the colour generator's output) loads
 * Prism, lazily (`client/highlightInBrowser.tsx`).
 */
export default function codeHighlightPlugin(options: Options) {
  return function codeHighlight(context: LoadContext): Plugin<unknown> {
    const stylesheet = path.join(context.generatedFilesDir, 'code-highlight', 'tokens.css');
    writeIfChanged(stylesheet, codeThemeCss(options.light, options.dark));
    return {
      name: 'code-highlight',
      getThemePath: () => path.join(__dirname, 'theme'),
      getClientModules: () => [stylesheet],
    };
  };
}
