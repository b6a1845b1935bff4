import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createElement, type CSSProperties} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, type PrismTheme} from 'prism-react-renderer';
import {additionalLanguages, darkCodeTheme, lightCodeTheme} from '../../../../config/prismTheme';
import {prismWithLanguages} from './prism';
import {highlightToHtmlLines, lineToHtml, styledTypes, tokenizeLines} from './tokens';
import {SAMPLES} from './__fixtures__/samples';

const prism = prismWithLanguages(additionalLanguages);
const THEMES = {light: lightCodeTheme, dark: darkCodeTheme};
const styled = styledTypes(Object.values(THEMES));

/** What a reader sees of one character: its text and the style it is drawn with. */
type Styled = {text: string; style: string};

function describeStyle(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}:${String(value)}`)
    .join(';');
}

/** The drawn style: the token's own properties over the block's plain colour. */
function drawn(theme: PrismTheme, style: CSSProperties | undefined): string {
  return describeStyle({color: theme.plain.color, fontStyle: 'normal', opacity: 1, ...style});
}

/** prism-react-renderer's rendering, as the classic theme's CodeBlock used it: per line, per character. */
function referenceLines(code: string, language: string, theme: PrismTheme): Styled[][] {
  const lines: Styled[][] = [];
  renderToStaticMarkup(
    createElement(Highlight, {
      prism,
      theme,
      code,
      language,
      children: ({tokens, getTokenProps}) => {
        for (const line of tokens) {
          lines.push(
            line.flatMap((token) => {
              const {style} = getTokenProps({token});
              const content = token.empty ? '' : token.content;
              return [...content].map((text) => ({text, style: drawn(theme, style)}));
            }),
          );
        }
        return createElement('pre');
      },
    }),
  );
  return lines;
}

/** A type's merged style in a theme, as prism-react-renderer merges a theme's entries. */
function typeStyle(theme: PrismTheme, type: string): CSSProperties {
  return Object.assign(
    {},
    ...theme.styles.filter((entry) => entry.types.includes(type)).map((entry) => entry.style),
  );
}

/**
 * The build's line, drawn the way the stylesheet makes a browser draw it: an
 * inherited property (colour, font style) comes from the innermost span whose
 * type sets it; opacity multiplies down the nesting.
 */
function builtLine(html: string, theme: PrismTheme): Styled[] {
  const out: Styled[] = [];
  const open: string[] = [];
  for (const [, type, close, text] of html.matchAll(
    /<span class="token ([\w-]+)">|(<\/span>)|([^<]+)/g,
  )) {
    if (type) open.push(type);
    else if (close) open.pop();
    else if (text) {
      const style: Record<string, unknown> = {};
      let opacity = 1;
      for (const level of open) {
        const own = typeStyle(theme, level);
        Object.assign(style, own);
        if (own.opacity !== undefined) opacity *= Number(own.opacity);
      }
      if (opacity !== 1) style.opacity = opacity;
      else delete style.opacity;
      const decoded = text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
      for (const char of decoded)
        out.push({text: char, style: drawn(theme, style as CSSProperties)});
    }
  }
  return out;
}

function assertSameDrawing(code: string, language: string, where: string): void {
  const built = highlightToHtmlLines(prism, code, language, styled);
  for (const [mode, theme] of Object.entries(THEMES)) {
    const reference = referenceLines(code, language, theme);
    assert.equal(built.length, reference.length, `${where}: line count (${mode})`);
    built.forEach((html, index) => {
      const ours = builtLine(html, theme);
      const theirs = reference[index] ?? [];
      assert.equal(
        ours.map((c) => c.text).join(''),
        theirs.map((c) => c.text).join(''),
        `${where}: text of line ${index + 1}`,
      );
      const firstDifference = ours.findIndex((c, i) => c.style !== theirs[i]?.style);
      assert.equal(
        firstDifference,
        -1,
        `${where} (${mode}), line ${index + 1}, column ${firstDifference + 1}: ` +
          `"${ours[firstDifference]?.text}" drawn as ${ours[firstDifference]?.style}, Prism draws ${theirs[firstDifference]?.style}`,
      );
    });
  }
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? markdownFiles(full) : /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every grammar registered on the Prism instance, by one of its names. */
function registeredGrammars(): string[] {
  const seen = new Map<unknown, string>();
  for (const [name, grammar] of Object.entries(prism.languages)) {
    if (typeof grammar === 'object' && grammar !== null && !seen.has(grammar))
      seen.set(grammar, name);
  }
  return [...seen.values()];
}

describe('build-time highlighting', () => {
  it('has a sample for every grammar the site registers', () => {
    const canonical = (name: string) => (name === 'plain' ? 'text' : name);
    const missing = registeredGrammars()
      .map(canonical)
      .filter((name) => !(name in SAMPLES));
    assert.deepEqual(missing, []);
  });

  for (const [language, code] of Object.entries(SAMPLES)) {
    it(`draws every character of the ${language} sample as Prism does, in both themes`, () => {
      assert.ok(language === 'text' || prism.languages[language], `${language} is registered`);
      assertSameDrawing(code, language, `${language} sample`);
    });
  }

  it('draws every fenced code block of the current docs, blog and test area as Prism does', () => {
    const files = ['docs', 'blog', 'community', 'dogfooding'].flatMap(markdownFiles);
    let blocks = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const [, indent, , info, code] of source.matchAll(
        /^( *)(`{3,}|~{3,})([^\n]*)\n([\s\S]*?)\n\1\2[ \t]*$/gm,
      )) {
        const language = (info?.trim().split(/\s+/)[0] || 'text').toLowerCase();
        if (language === 'mermaid' || code === undefined || indent === undefined) continue;
        assertSameDrawing(code, language, `${file}, a ${language} block`);
        blocks += 1;
      }
    }
    assert.ok(blocks > 500, `found ${blocks} blocks`);
  });

  it('gives one span to a run of tokens of the same types, and none to unstyled types', () => {
    // `a && b`: plain text, one operator, plain text; the class name is unstyled.
    assert.equal(
      lineToHtml(tokenizeLines(prism, 'a && b', 'js')[0] ?? [], styled),
      'a <span class="token operator">&amp;&amp;</span> b',
    );
    assert.equal(
      lineToHtml(
        [
          {types: ['comment'], content: '// a'},
          {types: ['comment'], content: ' b'},
        ],
        styled,
      ),
      '<span class="token comment">// a b</span>',
    );
    assert.equal(lineToHtml([{types: ['class-name'], content: 'Point'}], styled), 'Point');
  });

  it('nests the types of a nested token, outermost first', () => {
    const [line] = highlightToHtmlLines(prism, '<a href="x">', 'html', styled);
    assert.equal(
      line,
      '<span class="token tag"><span class="token punctuation">&lt;</span>a <span class="token attr-name">href</span>' +
        '<span class="token attr-value"><span class="token punctuation">="</span>x<span class="token punctuation">"</span></span>' +
        '<span class="token punctuation">&gt;</span></span>',
    );
  });

  it('renders an empty line as nothing, and escapes what HTML would read', () => {
    assert.deepEqual(highlightToHtmlLines(prism, 'a\n\n<b>', 'text', styled), [
      'a',
      '',
      '&lt;b&gt;',
    ]);
  });
});
