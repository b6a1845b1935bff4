/**
 * The classic theme's string code block, rendering lines the build already
 * highlighted (the `tokens` prop, see ../../../rehypeCodeTokens.ts) instead
 * of running Prism on every block in the browser. Title, line numbers, magic
 * comments and metastring ranges, copy and word wrap work as in the theme,
 * through the theme's own helpers and buttons. A block without tokens (code
 * that only exists at run time) is highlighted in the browser, lazily.
 */
import React, {lazy, memo, Suspense, useMemo, useRef, useState, type RefObject} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  containsLineNumbers,
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import type {Props} from '@theme/CodeBlock/Content/String';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import CodeLines, {type TokensProp} from '../../../client/CodeLines';
import {LINE_SEPARATOR, plainHtmlLines} from '../../../lines';

const HighlightInBrowser = lazy(() => import('../../../client/highlightInBrowser'));

type LineProps = {
  readonly lineClassNames: {[lineIndex: number]: string[]};
  readonly showLineNumbers: boolean;
};

/**
 * Whether this block is hydrating lines the server rendered for this same
 * code. The server ran the same highlighter, so those lines are already right
 * and are kept as they are; the browser highlights only code that changes
 * afterwards, or a block that mounts after hydration (a client-side
 * navigation). Should React render the block from scratch instead of
 * hydrating it (it does after a hydration mismatch elsewhere on the page),
 * there are no server lines to keep, and the browser highlights them too.
 */
function useServerLinesAreCurrent(
  code: string,
  codeRef: RefObject<HTMLElement>,
  hasBuiltLines: boolean,
): boolean {
  const isBrowser = useIsBrowser();
  const [hydratedCode, setHydratedCode] = useState(() =>
    ExecutionEnvironment.canUseDOM && !isBrowser ? code : undefined,
  );
  const keep = hydratedCode === code;
  useIsomorphicLayoutEffect(() => {
    // A block with built lines never renders the element this checks. Testing
    // it anyway re-rendered every such block in the hydration's own task.
    if (!hasBuiltLines && keep && !codeRef.current?.hasChildNodes()) {
      setHydratedCode(undefined);
    }
  }, [hasBuiltLines, keep, codeRef]);
  return keep;
}

/** Lines highlighted in the browser, plain until the highlighter has loaded. */
const BrowserHighlightedLines = memo(function BrowserHighlightedLines({
  code,
  language,
  ...lineProps
}: LineProps & {readonly code: string; readonly language: string}) {
  return (
    <Suspense fallback={<CodeLines lines={plainHtmlLines(code)} {...lineProps} />}>
      <HighlightInBrowser code={code} language={language} {...lineProps} />
    </Suspense>
  );
});

export default function CodeBlockString({
  children,
  className: blockClassName = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
  language: languageProp,
  tokens,
}: Props & TokensProp): JSX.Element {
  const {
    prism: {defaultLanguage, magicComments},
  } = useThemeConfig();
  // Prism's language names are lowercase; `PHP` is accepted as `php`.
  const language = (
    languageProp ??
    parseLanguage(blockClassName) ??
    defaultLanguage
  )?.toLowerCase();
  const wordWrap = useCodeWordWrap();
  const title = parseCodeBlockTitle(metastring) || titleProp;
  const {lineClassNames, code} = useMemo(
    () => parseLines(children, {metastring, language, magicComments}),
    [children, metastring, language, magicComments],
  );
  const showLineNumbers = showLineNumbersProp ?? containsLineNumbers(metastring);
  const codeRef = useRef<HTMLElement>(null);
  const builtLines = useMemo(() => tokens?.split(LINE_SEPARATOR), [tokens]);
  const keepServerLines = useServerLinesAreCurrent(code, codeRef, builtLines !== undefined);
  const lineProps = {lineClassNames, showLineNumbers};
  const codeClassName = clsx(
    styles.codeBlockLines,
    showLineNumbers && styles.codeBlockLinesWithNumbering,
  );

  return (
    <Container
      as="div"
      className={clsx(
        blockClassName,
        language && !blockClassName.includes(`language-${language}`) && `language-${language}`,
      )}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        <pre
          // The block scrolls sideways, so it must be reachable by keyboard.
          tabIndex={0}
          ref={wordWrap.codeBlockRef}
          className={clsx(
            'prism-code',
            `language-${language ?? 'text'}`,
            styles.codeBlock,
            'thin-scrollbar',
          )}>
          {builtLines ? (
            <code className={codeClassName}>
              <CodeLines lines={builtLines} {...lineProps} />
            </code>
          ) : keepServerLines ? (
            // Empty inner HTML is never written during hydration: React keeps the server's lines.
            <code
              ref={codeRef}
              className={codeClassName}
              dangerouslySetInnerHTML={{__html: ''}}
              suppressHydrationWarning
            />
          ) : (
            <code className={codeClassName}>
              <BrowserHighlightedLines code={code} language={language ?? 'text'} {...lineProps} />
            </code>
          )}
        </pre>
        <div className={styles.buttonGroup}>
          {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
            <WordWrapButton
              className={styles.codeButton}
              onClick={() => wordWrap.toggle()}
              isEnabled={wordWrap.isEnabled}
            />
          )}
          <CopyButton className={styles.codeButton} code={code} />
        </div>
      </div>
    </Container>
  );
}
