/**
 * The classic theme's CodeBlock, minus its remount after hydration.
 *
 * The theme renders its content under `key={String(useIsBrowser())}`, so that
 * every block is built again once the page has hydrated: its Prism colours
 * were inline styles for the server's colour mode. Colours now come from a
 * stylesheet and the markup is the same in both modes (see ../../index.ts),
 * so each block keeps the DOM the server rendered.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import type {TokensProp} from '../../client/CodeLines';

/** Plain strings become one string, so they can be highlighted and copied; elements stay. */
function asCode(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props & TokensProp): JSX.Element {
  const code = asCode(children);
  return typeof code === 'string' ? (
    <StringContent {...props}>{code}</StringContent>
  ) : (
    <ElementContent {...props}>{code}</ElementContent>
  );
}
