/**
 * How highlighted lines travel from the build to the page. This module is
 * what the CodeBlock imports on every page, so it must not import Prism.
 */

/**
 * A block's lines arrive as one string. A line's HTML never holds a newline:
 * the tokenizer splits tokens at newlines, and text is escaped.
 */
export const LINE_SEPARATOR = '\n';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Plain, unhighlighted lines: what a block shows while its highlighter loads. */
export function plainHtmlLines(code: string): string[] {
  return code.split(/\r\n|\r|\n/).map(escapeHtml);
}
