/**
 * The classic theme's code block container, without the colour mode's Prism
 * colours as inline custom properties: the stylesheet of ../../../index.ts
 * sets `--prism-color` and `--prism-background-color` for both modes, so the
 * server's markup is right in either.
 */
import React, {type ComponentProps} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): JSX.Element {
  const Element = As as 'div';
  return (
    <Element
      {...(props as ComponentProps<'div'>)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
