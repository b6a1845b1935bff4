import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {avatarColor, initials} from '@site/src/utils/avatar';
import type {TeamMember} from '@site/src/data/team';
import styles from './styles.module.css';

export type TeamProfileCardProps = {
  /** Full name as the person writes it. */
  readonly name: string;
  /** GitHub login, without the `@`. */
  readonly githubHandle: string;
  /** X (formerly Twitter) handle, without the `@`, when the person has a public one. */
  readonly xHandle?: string;
  /** One sentence about the person's work on Docusaurus. */
  readonly children: ReactNode;
};

/**
 * One maintainer: an initials avatar, the name, a sentence and links to the
 * person's public profiles. The avatar is drawn from the name, so the card
 * loads no image from another host.
 */
export default function TeamProfileCard({
  name,
  githubHandle,
  xHandle,
  children,
}: TeamProfileCardProps): JSX.Element {
  return (
    <article className={styles.card}>
      <header className={styles.header}>
        <span
          className={styles.avatar}
          style={{backgroundColor: avatarColor(githubHandle)}}
          aria-hidden="true">
          {initials(name)}
        </span>
        <div>
          <h3 className={styles.name}>{name}</h3>
          <span className={styles.handle}>@{githubHandle}</span>
        </div>
      </header>
      <p className={styles.body}>{children}</p>
      <footer className={styles.links}>
        <Link
          className="button button--secondary button--sm"
          href={`https://github.com/${githubHandle}`}
          aria-label={translate(
            {
              id: 'team.card.githubLabel',
              message: '{name} on GitHub',
              description: "The accessible name of a maintainer's GitHub profile link",
            },
            {name},
          )}>
          GitHub
        </Link>
        {xHandle && (
          <Link
            className="button button--secondary button--sm"
            href={`https://x.com/${xHandle}`}
            aria-label={translate(
              {
                id: 'team.card.xLabel',
                message: '{name} on X',
                description:
                  "The accessible name of a maintainer's X (formerly Twitter) profile link",
              },
              {name},
            )}>
            X
          </Link>
        )}
      </footer>
    </article>
  );
}

/** A responsive grid of cards, one per member, in the order given. */
export function TeamGrid({members}: {readonly members: readonly TeamMember[]}): JSX.Element {
  return (
    <div className={styles.grid}>
      {members.map((member) => (
        <TeamProfileCard
          key={member.githubHandle}
          name={member.name}
          githubHandle={member.githubHandle}
          xHandle={member.xHandle}>
          {member.contribution}
        </TeamProfileCard>
      ))}
    </div>
  );
}
