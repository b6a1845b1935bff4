import React from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

/**
 * The theme's "Read more" link names its post only in `aria-label`, so its
 * text is the same generic phrase on every excerpt: search engines (and
 * Lighthouse's link-text audit) see five identical "Read more" links on
 * /blog/. The visible label stays; the post's title follows it for screen
 * readers and crawlers. Replaced rather than wrapped: the text is inside it.
 */
export default function BlogPostItemFooterReadMoreLink({
  blogPostTitle,
  ...linkProps
}: Props): JSX.Element {
  const label = translate(
    {
      id: 'theme.blog.post.readMoreLabel',
      message: 'Read more about {title}',
      description: 'The ARIA label for the link to full blog posts from excerpts',
    },
    {title: blogPostTitle},
  );
  return (
    <Link aria-label={label} {...linkProps}>
      <b>
        <Translate
          id="theme.blog.post.readMore"
          description="The label used in blog post item excerpts to link to full blog posts">
          Read more
        </Translate>
      </b>
      <span className="sr-only"> about {blogPostTitle}</span>
    </Link>
  );
}
