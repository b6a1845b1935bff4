/**
 * Markdown links to files. The MDX loader turns `[text](./file.txt)` into a
 * link to the hashed copy in `/assets/files/` and marks it
 * `data-noBrokenLinkCheck`. Link then treats the file URL as a route and,
 * with `trailingSlash: true`, appends a slash (`.../file-<hash>.txt/`), which
 * every static host answers with a 404. The `pathname://` prefix tells Link
 * that the target is a plain file, so the href is kept as the loader wrote it.
 */
import React from 'react';
import MDXA from '@theme-original/MDXComponents/A';
import type {Props} from '@theme/MDXComponents/A';

/** A path whose last segment has a file extension: `/assets/files/example-1a2b.txt`. */
const FILE_PATH = /^\/[^?#]*\/[^/?#]+\.[a-z0-9]+(?:[?#].*)?$/i;

function isFileLink(props: Props): boolean {
  const fileLinkMark = (props as Record<string, unknown>)['data-noBrokenLinkCheck'];
  return fileLinkMark === true && typeof props.href === 'string' && FILE_PATH.test(props.href);
}

export default function MDXAWithFileLinks(props: Props): JSX.Element {
  return isFileLink(props) ? (
    <MDXA {...props} href={`pathname://${props.href}`} />
  ) : (
    <MDXA {...props} />
  );
}
