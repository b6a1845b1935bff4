import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  resources as allResources,
  type Resource,
  type ResourceKind,
} from '@site/src/data/resources';
import styles from './styles.module.css';

type Props = {
  /** Which kind of resource to list. */
  readonly kind: ResourceKind;
  /** The entries to pick from; the site's full list by default. */
  readonly resources?: readonly Resource[];
};

/** Text with `backtick` spans rendered as inline code, as in Markdown. */
function withInlineCode(text: string): ReactNode[] {
  return text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}

/**
 * The resources of one kind, in data order, as a list of links with one
 * sentence each. The page puts a Markdown heading above each list, so the
 * sections appear in the table of contents.
 */
export default function ResourceList({kind, resources = allResources}: Props): JSX.Element {
  const entries = resources.filter((resource) => resource.kind === kind);
  return (
    <ul className={styles.list}>
      {entries.map((resource) => (
        <li key={resource.url} className={styles.item}>
          <Link href={resource.url} className={styles.title}>
            {withInlineCode(resource.title)}
          </Link>
          <span className={styles.description}>{withInlineCode(resource.description)}</span>
        </li>
      ))}
    </ul>
  );
}
