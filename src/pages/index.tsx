import React from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import HomeHero from './_components/HomeHero';
import FeatureGrid from './_components/FeatureGrid';
import HowItWorks from './_components/HowItWorks';
import UsersSection from './_components/UsersSection';
import CallToAction from './_components/CallToAction';

export default function Home(): JSX.Element {
  return (
    <Layout
      title={translate({
        id: 'home.meta.title',
        message: 'Build optimized websites quickly',
        description: 'The title of the home page, in the browser tab',
      })}
      description={translate({
        id: 'home.meta.description',
        message:
          'Docusaurus builds documentation websites, blogs and landing pages from Markdown and React, with versioning, search and translations built in.',
        description: 'The meta description of the home page',
      })}>
      <HomeHero />
      <main>
        <FeatureGrid />
        <HowItWorks />
        <UsersSection />
        <CallToAction />
      </main>
    </Layout>
  );
}
