/**
 * The debug pages' JSON viewer, rewritten on native disclosure widgets. The
 * plugin's viewer (react-json-view-lite 1.x) puts its toggle buttons inside
 * ARIA lists, which screen readers cannot make sense of, and greys some
 * values below readable contrast. `<details>` gives keyboard and screen
 * reader support for free; a branch renders its children only while open, so
 * the large route and content dumps stay light.
 */
import React, {useState} from 'react';
import styles from './styles.module.css';

type Props = {src: unknown; collapseDepth?: number};

/** Arrays of fewer than five items start open, like the plugin's viewer; objects down to `collapseDepth`. */
function startsOpen(value: object, depth: number, collapseDepth: number | undefined): boolean {
  if (Array.isArray(value)) {
    return value.length < 5;
  }
  return collapseDepth !== undefined && depth < collapseDepth;
}

function Label({name}: {name?: string}): JSX.Element | null {
  return name === undefined ? null : <span className={styles.label}>{name}: </span>;
}

function Scalar({value}: {value: unknown}): JSX.Element {
  if (value === null) {
    return <span className={styles.null}>null</span>;
  }
  switch (typeof value) {
    case 'string':
      return <span className={styles.string}>{JSON.stringify(value)}</span>;
    case 'number':
    case 'bigint':
      return <span className={styles.number}>{String(value)}</span>;
    case 'boolean':
      return <span className={styles.boolean}>{String(value)}</span>;
    case 'undefined':
      return <span className={styles.undefined}>undefined</span>;
    default:
      return <span>{String(value)}</span>;
  }
}

function Branch({
  name,
  value,
  depth,
  collapseDepth,
}: {
  name?: string;
  value: object;
  depth: number;
  collapseDepth?: number;
}): JSX.Element {
  const [open, setOpen] = useState(() => startsOpen(value, depth, collapseDepth));
  const isArray = Array.isArray(value);
  const entries: [string, unknown][] = isArray
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  const [opening, closing] = isArray ? ['[', ']'] : ['{', '}'];
  return (
    <details
      className={styles.branch}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <Label name={name} />
        <span className={styles.punctuation}>{opening}</span>
        {!open && (
          <span className={styles.summary}>
            {' '}
            {entries.length} {entries.length === 1 ? 'entry' : 'entries'}{' '}
            <span className={styles.punctuation}>{closing}</span>
          </span>
        )}
      </summary>
      {open && (
        <>
          <ul className={styles.children}>
            {entries.map(([key, item]) => (
              <li key={key}>
                <Node name={key} value={item} depth={depth + 1} collapseDepth={collapseDepth} />
              </li>
            ))}
          </ul>
          <span className={styles.punctuation}>{closing}</span>
        </>
      )}
    </details>
  );
}

function Node({
  name,
  value,
  depth,
  collapseDepth,
}: {
  name?: string;
  value: unknown;
  depth: number;
  collapseDepth?: number;
}): JSX.Element {
  if (value !== null && typeof value === 'object') {
    return <Branch name={name} value={value} depth={depth} collapseDepth={collapseDepth} />;
  }
  return (
    <>
      <Label name={name} />
      <Scalar value={value} />
    </>
  );
}

export default function DebugJsonView({src, collapseDepth}: Props): JSX.Element {
  return (
    <div className={styles.container}>
      <Node value={src} depth={0} collapseDepth={collapseDepth} />
    </div>
  );
}
