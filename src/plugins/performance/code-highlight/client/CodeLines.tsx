/**
 * The lines of a highlighted code block, in the classic theme's markup: one
 * `token-line` span per line, with its magic-comment classes and the theme's
 * line-number cells. Each line's tokens are ready HTML (see ../tokens.ts), so
 * React creates one element per line and hydrates none of the tokens.
 */
import React, {memo} from 'react';
import clsx from 'clsx';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

/** The prop the build adds to a code block: its highlighted lines' HTML, newline-separated. */
export type TokensProp = {readonly tokens?: string};

type Props = {
  readonly lines: readonly string[];
  readonly lineClassNames: {[lineIndex: number]: string[]};
  readonly showLineNumbers: boolean;
};

function CodeLines({lines, lineClassNames, showLineNumbers}: Props): JSX.Element {
  return (
    <>
      {lines.map((html, index) => {
        const className = clsx(
          'token-line',
          lineClassNames[index],
          showLineNumbers && styles.codeLine,
        );
        return showLineNumbers ? (
          <span key={index} className={className}>
            <span className={styles.codeLineNumber} />
            <span className={styles.codeLineContent} dangerouslySetInnerHTML={{__html: html}} />
            <br />
          </span>
        ) : (
          <span
            key={index}
            className={className}
            dangerouslySetInnerHTML={{__html: `${html}<br>`}}
          />
        );
      })}
    </>
  );
}

export default memo(CodeLines);
