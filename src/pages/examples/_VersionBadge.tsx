import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** A small React component imported by the Markdown page example: it reads the site config. */
export default function VersionBadge(): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <span className="badge badge--primary">
      {siteConfig.title} {String(siteConfig.customFields?.announcedVersion)}
    </span>
  );
}
