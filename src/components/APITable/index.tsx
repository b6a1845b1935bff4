import React, {Children, isValidElement, type ReactElement, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {optionAnchor} from './_utils';
import styles from './styles.module.css';

type Props = {
  /** A Markdown table: its first column holds the option names. */
  readonly children: ReactElement;
  /** Prefix for the row anchors when a page has several tables with the same option names. */
  readonly name?: string;
};

/** Plain text of a cell, for the anchor: `<code>path</code>` gives "path". */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

function OptionRow({row, prefix}: {row: ReactElement<{children: ReactNode}>; prefix?: string}) {
  const history = useHistory();
  const [firstCell] = Children.toArray(row.props.children);
  const id = optionAnchor(textOf(firstCell), prefix);
  // Register the anchor so the build's broken-anchor check accepts links to it.
  useBrokenLinks().collectAnchor(id);
  return (
    <tr
      id={id}
      tabIndex={0}
      className={styles.row}
      onClick={(event) => {
        // Let links inside a cell work as links.
        if ((event.target as HTMLElement).closest('a')) return;
        history.push(`#${id}`);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') history.push(`#${id}`);
      }}>
      {row.props.children}
    </tr>
  );
}

/**
 * An options table whose rows are linkable: each row gets an anchor named
 * after its option, and clicking or pressing Enter on a row puts that anchor
 * in the URL, so readers can share a link to one option.
 */
export default function APITable({children, name}: Props): JSX.Element {
  const table = Children.only(children) as ReactElement<{children: ReactNode}>;
  const [thead, tbody] = Children.toArray(table.props.children) as ReactElement<{
    children: ReactNode;
  }>[];
  const rows = Children.toArray(tbody?.props.children) as ReactElement<{children: ReactNode}>[];
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        {thead}
        <tbody>
          {rows.map((row, index) => (
            <OptionRow key={index} row={row} prefix={name} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
