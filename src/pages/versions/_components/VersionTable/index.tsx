import React from 'react';
import Link from '@docusaurus/Link';
import type {VersionRow} from '../../_utils';

/** A table of versions with their documentation and notes links. */
export default function VersionTable({rows}: {rows: readonly VersionRow[]}): JSX.Element {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Documentation</th>
          <th scope="col">Notes</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({name, docs, notes}) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>
              <Link to={docs}>Documentation</Link>
            </td>
            <td>{notes ? <Link to={notes.href}>{notes.label}</Link> : 'Archived'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
