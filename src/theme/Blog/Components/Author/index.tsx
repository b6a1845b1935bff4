/**
 * Blog authors, with a text alternative for authors who have only an image.
 * The theme writes the author's name as the avatar's alt text, so an author
 * with an image and no name (the test blog has two) got an image without
 * alt, which screen readers announce by its file name (WCAG 1.1.1). Such an
 * author is rendered here with the theme's classes and a generic alt;
 * every other author goes to the theme's component unchanged.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import BlogAuthor from '@theme-original/Blog/Components/Author';
import type {Props} from '@theme/Blog/Components/Author';
import themeStyles from '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/styles.module.css';

export default function BlogAuthorWithAlt(props: Props): JSX.Element {
  const {author, as, className} = props;
  if (author.name || author.title || !author.imageURL) {
    return <BlogAuthor {...props} />;
  }
  const link = author.page?.permalink || author.url || (author.email && `mailto:${author.email}`);
  const image = (
    <img
      className={clsx('avatar__photo', themeStyles.authorImage)}
      src={author.imageURL}
      alt={translate({id: 'theme.blog.author.imageOnlyAlt', message: 'Author'})}
    />
  );
  return (
    <div
      className={clsx('avatar margin-bottom--sm', className, as && themeStyles[`author-as-${as}`])}>
      {link ? (
        <Link href={link} className="avatar__photo-link">
          {image}
        </Link>
      ) : (
        image
      )}
    </div>
  );
}
