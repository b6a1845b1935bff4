/**
 * Docs versions that this site no longer builds. Each lives on as a frozen
 * copy on its own host. The navbar's version dropdown and the `/versions`
 * page both read this list, so the two never disagree.
 */
export type ArchivedVersion = {
  /** Version label as readers know it. */
  readonly name: string;
  /** Entry page of the frozen documentation. */
  readonly url: string;
};

export const archivedVersions: readonly ArchivedVersion[] = [
  {name: '2.3.1', url: 'https://docusaurus-v2.netlify.app/docs/'},
  {name: '2.2.0', url: 'https://docusaurus-v2.netlify.app/docs/2.2.0/'},
  {name: '2.1.0', url: 'https://docusaurus-v2.netlify.app/docs/2.1.0/'},
  {name: '2.0.1', url: 'https://docusaurus-v2.netlify.app/docs/2.0.1/'},
  {name: '1.x.x', url: 'https://v1.docusaurus.io/'},
];
