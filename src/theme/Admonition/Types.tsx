/**
 * Adds the `my-custom-admonition` keyword (declared in config/markdown.ts)
 * next to the built-in admonition types, which are kept as they are.
 */
import React from 'react';
import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import AdmonitionLayout from '@theme/Admonition/Layout';
import type {Props} from '@theme/Admonition';

function MyCustomAdmonition({title, children, className}: Props): JSX.Element {
  return (
    <AdmonitionLayout
      type="my-custom-admonition"
      icon={<span aria-hidden="true">🧪</span>}
      title={title ?? 'Custom admonition'}
      className={['alert alert--secondary', className].filter(Boolean).join(' ')}>
      {children}
    </AdmonitionLayout>
  );
}

export default {
  ...DefaultAdmonitionTypes,
  'my-custom-admonition': MyCustomAdmonition,
};
