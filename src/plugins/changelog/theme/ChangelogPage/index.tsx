import React from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {BlogPostProvider, useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {blogPostContainerID} from '@docusaurus/utils-common';
import BlogLayout from '@theme/BlogLayout';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import TOC from '@theme/TOC';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/BlogPostPage';
import ChangelogAuthors from '../ChangelogAuthors';
import {formatReleaseDate} from '../_utils';

function ReleaseContent({children, sidebar}: {children: React.ReactNode; sidebar: Props['sidebar']}) {
  const {metadata, toc} = useBlogPost();
  const {nextItem, prevItem, title, date, authors} = metadata;
  return (
    <BlogLayout sidebar={sidebar} toc={toc.length > 0 ? <TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={4} /> : undefined}>
      <article>
        <header className="margin-bottom--md">
          <h1>Docusaurus {title}</h1>
          <p>
            Released on <time dateTime={date}>{formatReleaseDate(date)}</time>
            {authors.length > 0 && ` by ${authors.length} committer${authors.length > 1 ? 's' : ''}`}.
          </p>
          <ChangelogAuthors authors={authors} />
        </header>
        {/* The framework's id for a post's body: the blog plugin's feeds take each item's content from it. */}
        <div id={blogPostContainerID} className="markdown">
          <MDXContent>{children}</MDXContent>
        </div>
      </article>
      {(nextItem || prevItem) && (
        // The blog's paginator says "Newer post"; here the neighbours are releases.
        <BlogPostPaginator
          nextItem={nextItem && {...nextItem, title: `Older: ${nextItem.title}`}}
          prevItem={prevItem && {...prevItem, title: `Newer: ${prevItem.title}`}}
        />
      )}
    </BlogLayout>
  );
}

/** The page of one release, with its committers as avatars. */
export default function ChangelogPage({content: Content, sidebar}: Props): JSX.Element {
  return (
    <BlogPostProvider content={Content} isBlogPostPage>
      <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogPostPage)}>
        <BlogPostPageMetadata />
        <ReleaseContent sidebar={sidebar}>
          <Content />
        </ReleaseContent>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
