/**
 * A rehype step of the MDX compile that highlights code at build time.
 *
 * It finds the code blocks of a page: fenced code (`pre > code` elements) and
 * `<CodeBlock>` elements whose code is a plain string or a template literal
 * without `${}`. For each it runs the classic theme's own line parser (magic
 * comments, `{1,3}` ranges), tokenizes the remaining code with Prism, and
 * adds the result to the element as a `tokens` prop: the lines' HTML, joined
 * by newlines. The CodeBlock (`theme/CodeBlock/Content/String.tsx`) renders
 * those lines as they are, so the browser needs no Prism for them.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {PrismTheme} from 'prism-react-renderer';
import {prismWithLanguages} from './prism';
import {LINE_SEPARATOR} from './lines';
import {highlightToHtmlLines, styledTypes} from './tokens';

/** The classic theme's magic comment setting (`themeConfig.prism.magicComments`). */
export type MagicComment = {className: string; line?: string; block?: {start: string; end: string}};

export type Options = {
  themes: readonly PrismTheme[];
  additionalLanguages: readonly string[];
  magicComments: readonly MagicComment[];
  defaultLanguage?: string;
};

type CodeBlockUtils = {
  parseLanguage(className: string): string | undefined;
  parseLines(
    content: string,
    options: {metastring?: string; language?: string; magicComments: readonly MagicComment[]},
  ): {code: string};
};

/**
 * The classic theme's code block helpers, the ones its CodeBlock runs in the
 * browser, so that the build strips the same magic comments. The package does
 * not export the file; see "Upgrading Docusaurus" in CONTRIBUTING.md.
 */
const load = createRequire(__filename);
const {parseLanguage, parseLines} = load(
  path.join(path.dirname(load.resolve('@docusaurus/theme-common')), 'utils/codeBlockUtils.js'),
) as CodeBlockUtils;

/** The subset of hast and MDX's JSX nodes this step reads or writes. */
type Node = {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: unknown;
  properties?: Record<string, unknown>;
  attributes?: {type: string; name?: string; value?: unknown}[];
  data?: {meta?: string | null; estree?: {body: {type: string; expression?: Expression}[]}};
  children?: Node[];
};
type Expression = {
  type: string;
  value?: unknown;
  expressions?: unknown[];
  quasis?: {value: {cooked?: string | null}}[];
};

function classNameOf(value: unknown): string {
  return Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : '';
}

/** The string a JSX child expression evaluates to, when it is a constant. */
function constantString(node: Node | undefined): string | undefined {
  if (node?.type !== 'mdxFlowExpression' && node?.type !== 'mdxTextExpression') return undefined;
  const statement = node.data?.estree?.body[0];
  const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  if (expression?.type === 'Literal' && typeof expression.value === 'string') {
    return expression.value;
  }
  if (expression?.type === 'TemplateLiteral' && expression.expressions?.length === 0) {
    return expression.quasis?.[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

/** The meaningful children of a JSX element: MDX adds whitespace text around a flow expression. */
function contentChildren(node: Node): Node[] {
  return (node.children ?? []).filter(
    (child) => !(child.type === 'text' && typeof child.value === 'string' && !child.value.trim()),
  );
}

export default function rehypeCodeTokens(options: Options) {
  const prism = prismWithLanguages(options.additionalLanguages);
  const styled = styledTypes(options.themes);

  /** The `tokens` prop for one block, with the theme's language fallback and line parsing. */
  function tokensFor(code: string, language: string | undefined, metastring: unknown): string {
    const lang = (language ?? options.defaultLanguage)?.toLowerCase();
    const parsed = parseLines(code, {
      metastring: typeof metastring === 'string' ? metastring : undefined,
      language: lang,
      magicComments: options.magicComments,
    });
    return highlightToHtmlLines(prism, parsed.code, lang ?? 'text', styled).join(LINE_SEPARATOR);
  }

  function fencedCode(node: Node): void {
    const code = node.children?.[0];
    if (node.children?.length !== 1 || code?.type !== 'element' || code.tagName !== 'code') return;
    const text = code.children?.length === 1 ? code.children[0] : undefined;
    if (text?.type !== 'text' || typeof text.value !== 'string') return;
    const properties = (code.properties ??= {});
    const language = parseLanguage(classNameOf(properties.className));
    // Docusaurus copies the fence's metastring to a prop; remark leaves it in `data.meta`.
    properties.tokens = tokensFor(text.value, language, properties.metastring ?? code.data?.meta);
  }

  function codeBlockElement(node: Node): void {
    const children = contentChildren(node);
    const code = children.length === 1 ? constantString(children[0]) : undefined;
    if (code === undefined) return;
    const attributes = (node.attributes ??= []);
    const attribute = (name: string) =>
      attributes.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === name);
    // A spread, or an expression for a prop the tokens depend on, leaves the block to the browser.
    const unknowable = (name: string) => {
      const value = attribute(name)?.value;
      return typeof value === 'object' && value !== null;
    };
    if (
      attributes.some((entry) => entry.type !== 'mdxJsxAttribute') ||
      ['language', 'className', 'metastring', 'tokens'].some(unknowable) ||
      attribute('tokens')
    ) {
      return;
    }
    const language =
      (attribute('language')?.value as string | undefined) ??
      parseLanguage(String(attribute('className')?.value ?? ''));
    attributes.push({
      type: 'mdxJsxAttribute',
      name: 'tokens',
      value: tokensFor(code, language, attribute('metastring')?.value),
    });
  }

  function visit(node: Node): void {
    if (node.type === 'element' && node.tagName === 'pre') {
      fencedCode(node);
    } else if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name === 'CodeBlock'
    ) {
      codeBlockElement(node);
    }
    node.children?.forEach(visit);
  }

  return (tree: Node) => visit(tree);
}
