/**
 * Highlighting in the browser, for the rare block whose code only exists at
 * run time (the colour generator's CSS). It is loaded lazily, so Prism and its
 * grammars reach only the pages that render such a block; server rendering
 * waits for it, so those blocks arrive highlighted too.
 */
import React, {useMemo} from 'react';
import {Prism} from 'prism-react-renderer';
import {useThemeConfig} from '@docusaurus/theme-common';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {highlightToHtmlLines, styledTypes} from '../tokens';
import CodeLines from './CodeLines';

prismIncludeLanguages(Prism);

type Props = {
  readonly code: string;
  readonly language: string;
  readonly lineClassNames: {[lineIndex: number]: string[]};
  readonly showLineNumbers: boolean;
};

export default function HighlightInBrowser({code, language, ...lineProps}: Props): JSX.Element {
  const {prism} = useThemeConfig();
  const lines = useMemo(() => {
    const themes = [prism.theme, prism.darkTheme].filter((theme) => theme !== undefined);
    return highlightToHtmlLines(Prism, code, language, styledTypes(themes));
  }, [code, language, prism.theme, prism.darkTheme]);
  return <CodeLines lines={lines} {...lineProps} />;
}
