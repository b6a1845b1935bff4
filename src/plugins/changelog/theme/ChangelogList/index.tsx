import React from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import {BlogPostProvider} from '@docusaurus/plugin-content-blog/client';
import BlogLayout from '@theme/BlogLayout';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import ChangelogItem from '../ChangelogItem';
import ChangelogPaginator from '../ChangelogPaginator';

/** A page of the changelog: releases newest first, each collapsed to its kinds of change. */
export default function ChangelogList({metadata, items, sidebar}: Props): JSX.Element {
  const {blogTitle, blogDescription} = metadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={blogTitle} description={blogDescription} />
      <SearchMetadata tag="changelog_list" />
      <BlogLayout sidebar={sidebar}>
        <header className="margin-bottom--lg">
          <h1>{blogTitle}</h1>
          <p>{blogDescription}</p>
        </header>
        {items.map(({content: Content}) => (
          <BlogPostProvider key={Content.metadata.permalink} content={Content}>
            <ChangelogItem>
              <Content />
            </ChangelogItem>
          </BlogPostProvider>
        ))}
        <ChangelogPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
