/**
 * The people shown on `/community/team/`. Handles are public GitHub and X
 * accounts; each `contribution` is one sentence of ours, factual and without
 * numbers we cannot check.
 */
export type TeamMember = {
  /** Full name as the person writes it. */
  readonly name: string;
  /** GitHub login, without the `@`. */
  readonly githubHandle: string;
  /** X handle, without the `@`; left out when the person has no public one. */
  readonly xHandle?: string;
  /** One sentence about the person's work on Docusaurus. */
  readonly contribution: string;
};

/** Maintainers who currently review, merge and release. Sorted by first name. */
export const activeTeam: readonly TeamMember[] = [
  {
    name: 'Clément Couriol',
    githubHandle: 'OzakIOne',
    contribution:
      'Built many of the blog features added in Docusaurus 3, among them author pages, social links for authors and the predefined tags file.',
  },
  {
    name: 'Joshua Chen',
    githubHandle: 'Josh-Cena',
    xHandle: 'SidaChen63',
    contribution:
      'Worked across the code and the documentation in the years leading to Docusaurus 2.0, and still reviews changes to version 3.',
  },
  {
    name: 'Sébastien Lorber',
    githubHandle: 'slorber',
    xHandle: 'sebastienlorber',
    contribution:
      'Maintains Docusaurus day to day as a freelancer working with Meta, and drove the releases of versions 2.0 and 3.0.',
  },
];

/** Former maintainers, thanked for the work that shaped the project. Sorted by first name. */
export const honoraryAlumni: readonly TeamMember[] = [
  {
    name: 'Alexey Pyltsyn',
    githubHandle: 'lex111',
    contribution:
      'Reviewed and merged community pull requests as a maintainer during the Docusaurus 2 alphas and betas.',
  },
  {
    name: 'Endilie Yacop Sucipto',
    githubHandle: 'endiliey',
    xHandle: 'endiliey',
    contribution:
      'Worked on the core of Docusaurus 2 during its early alpha releases and wrote the 2018 post that set out its plans.',
  },
  {
    name: 'Joel Marcey',
    githubHandle: 'JoelMarcey',
    xHandle: 'joelmarcey',
    contribution:
      'Created Docusaurus at Facebook so that its open source projects could share one documentation tool.',
  },
  {
    name: 'Wei Gao',
    githubHandle: 'wgao19',
    xHandle: 'wgao19',
    contribution:
      'Helped maintain Docusaurus while version 2 took shape, with much of her work going into its documentation.',
  },
  {
    name: 'Yangshun Tay',
    githubHandle: 'yangshun',
    xHandle: 'yangshunz',
    contribution:
      'Opened the 2018 request for comments that started Docusaurus 2, and maintained the project through its early versions.',
  },
];
