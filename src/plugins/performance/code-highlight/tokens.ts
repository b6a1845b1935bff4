/**
 * Syntax highlighting as markup, shared by the build (every fenced code block
 * of the site's Markdown) and the browser (the few blocks whose code is only
 * known at run time). The tokenizer is the one prism-react-renderer runs, so
 * the tokens are the ones the theme's CodeBlock used to make in the browser.
 *
 * Each line becomes an HTML string of nested spans, one level per token type:
 * `<span class="token tag"><span class="token punctuation">&lt;</span>div</span>`.
 * Nesting is what makes the colours exact with plain CSS. Prism gives a token
 * every type it is nested in (`tag`, then `punctuation`), and the theme merges
 * their styles with the innermost type winning; CSS inheritance does the same
 * merge when each type is its own span. Types that no theme styles get no span,
 * and consecutive tokens with the same types share one, so the DOM stays small.
 */
import {normalizeTokens, type PrismTheme, type Prism} from 'prism-react-renderer';
import {escapeHtml} from './lines';

/** The Prism instance of prism-react-renderer, with its grammars and hooks. */
export type PrismLib = typeof Prism;

/** One token of a line, as prism-react-renderer's `normalizeTokens` returns it. */
export type LineToken = ReturnType<typeof normalizeTokens>[number][number];

/**
 * Tokenizes `code` exactly as prism-react-renderer's `Highlight` does: the
 * language's grammar with Prism's tokenize hooks, or one plain token per line
 * when no grammar is registered under that name.
 */
export function tokenizeLines(prism: PrismLib, code: string, language: string): LineToken[][] {
  const grammar = prism.languages[language];
  if (!grammar) {
    return normalizeTokens([code]);
  }
  const env = {code, grammar, language, tokens: [] as ReturnType<PrismLib['tokenize']>};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/** The token types that at least one of the themes gives a style to. */
export function styledTypes(themes: readonly PrismTheme[]): Set<string> {
  return new Set(themes.flatMap((theme) => theme.styles.flatMap((entry) => entry.types)));
}

/** A token's styled types, outermost first, without a type repeated at the next level. */
function styledPath(token: LineToken, styled: ReadonlySet<string>): string[] {
  const path: string[] = [];
  for (const type of token.types) {
    if (styled.has(type) && path[path.length - 1] !== type) {
      path.push(type);
    }
  }
  return path;
}

/** One line of tokens as nested spans (see the module comment). */
export function lineToHtml(line: readonly LineToken[], styled: ReadonlySet<string>): string {
  let html = '';
  const open: string[] = [];
  for (const token of line) {
    // An empty line is one token holding its newline; the line renders nothing for it.
    if (token.empty || token.content === '') {
      continue;
    }
    const path = styledPath(token, styled);
    let shared = 0;
    while (shared < open.length && shared < path.length && open[shared] === path[shared]) {
      shared += 1;
    }
    html += '</span>'.repeat(open.length - shared);
    open.length = shared;
    for (const type of path.slice(shared)) {
      html += `<span class="token ${type}">`;
      open.push(type);
    }
    html += escapeHtml(token.content);
  }
  return html + '</span>'.repeat(open.length);
}

/** The highlighted lines of `code`, one HTML string per line. */
export function highlightToHtmlLines(
  prism: PrismLib,
  code: string,
  language: string,
  styled: ReadonlySet<string>,
): string[] {
  return tokenizeLines(prism, code, language).map((line) => lineToHtml(line, styled));
}
