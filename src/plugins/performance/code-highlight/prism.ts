/**
 * The Prism instance the build highlights with: prism-react-renderer's own,
 * with the site's extra languages registered the way the classic theme
 * registers them in the browser (`@theme/prism-include-languages`): Prism's
 * language components install themselves on a global `Prism`, and PHP needs
 * the markup-templating component first.
 */
import {createRequire} from 'node:module';
import {Prism} from 'prism-react-renderer';
import type {PrismLib} from './tokens';

/** Prism's components are scripts that mutate a global, loaded by name. */
const loadComponent = createRequire(__filename);

const registered = new Set<string>();

export function prismWithLanguages(additionalLanguages: readonly string[]): PrismLib {
  const missing = additionalLanguages.filter((language) => !registered.has(language));
  if (missing.length > 0) {
    const global = globalThis as {Prism?: PrismLib};
    const previous = global.Prism;
    global.Prism = Prism;
    try {
      for (const language of missing) {
        if (language === 'php') {
          loadComponent('prismjs/components/prism-markup-templating.js');
        }
        loadComponent(`prismjs/components/prism-${language}`);
        registered.add(language);
      }
    } finally {
      if (previous === undefined) delete global.Prism;
      else global.Prism = previous;
    }
  }
  return Prism;
}
