import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {
  additionalLanguages,
  darkCodeTheme,
  lightCodeTheme,
  magicComments,
} from '../../../../config/prismTheme';
import rehypeCodeTokens from './rehypeCodeTokens';

const options = {themes: [lightCodeTheme, darkCodeTheme], additionalLanguages, magicComments};

/** The `tokens` props the compiled MDX passes to its code blocks, in order. */
async function tokensProps(mdx: string): Promise<(string | undefined)[]> {
  const {compile} = await import('@mdx-js/mdx');
  const props: (string | undefined)[] = [];
  // Read the props from the tree after this step, where they are plain values.
  const collect = () => (tree: unknown) => {
    const visit = (node: {
      type?: string;
      tagName?: string;
      name?: string;
      properties?: {tokens?: string};
      attributes?: {name?: string; value?: unknown}[];
      children?: unknown[];
    }) => {
      if (
        node.type === 'element' &&
        node.tagName === 'code' &&
        node.properties &&
        'tokens' in node.properties
      ) {
        props.push(node.properties.tokens);
      } else if (node.type === 'element' && node.tagName === 'code') {
        props.push(undefined);
      }
      if (node.type === 'mdxJsxFlowElement' && node.name === 'CodeBlock') {
        props.push(
          node.attributes?.find((attribute) => attribute.name === 'tokens')?.value as
            string | undefined,
        );
      }
      (node.children ?? []).forEach((child) => visit(child as typeof node));
    };
    visit(tree as Parameters<typeof visit>[0]);
  };
  await compile(mdx, {rehypePlugins: [[rehypeCodeTokens, options], collect]});
  return props;
}

describe('rehypeCodeTokens', () => {
  it('gives a fenced block its highlighted lines, without the magic comments the theme strips', async () => {
    const [tokens] = await tokensProps(
      '```js title="a.js"\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n```\n',
    );
    assert.equal(
      tokens,
      '<span class="token keyword">const</span> a <span class="token operator">=</span> <span class="token number">1</span><span class="token punctuation">;</span>\n' +
        '<span class="token keyword">const</span> b <span class="token operator">=</span> <span class="token number">2</span><span class="token punctuation">;</span>',
    );
  });

  it('keeps magic comments as code when the metastring gives a range, as the theme does', async () => {
    const [tokens] = await tokensProps('```js {1}\n// highlight-next-line\nx\n```\n');
    assert.equal(tokens?.split('\n').length, 2);
    assert.match(tokens ?? '', /highlight-next-line/);
  });

  it('highlights a block in an extra language, and leaves a language without a grammar plain', async () => {
    const [java, toml] = await tokensProps(
      '```java\nint x = 1;\n```\n\n```toml\n[a]\nb = "c"\n```\n',
    );
    assert.match(java ?? '', /<span class="token keyword">int<\/span>/);
    assert.equal(toml, '[a]\nb = "c"');
  });

  it('highlights a <CodeBlock> whose code is a constant, and leaves computed code to the browser', async () => {
    const [constant, computed] = await tokensProps(
      'export const port = 3000;\n\n<CodeBlock language="bash" title="t">\n  {`npm start # one`}\n</CodeBlock>\n\n' +
        '<CodeBlock language="bash">\n  {`npm start --port ${port}`}\n</CodeBlock>\n',
    );
    assert.equal(
      constant,
      '<span class="token function">npm</span> start <span class="token comment"># one</span>',
    );
    assert.equal(computed, undefined);
  });
});
