import React from 'react';
import Layout from '@theme/Layout';
import HomeHero from './_components/HomeHero';
import FeatureGrid from './_components/FeatureGrid';
import HowItWorks from './_components/HowItWorks';
import UsersSection from './_components/UsersSection';
import CallToAction from './_components/CallToAction';

export default function Home(): JSX.Element {
  return (
    <Layout
      title="Build optimized websites quickly"
      description="Docusaurus builds documentation websites, blogs and landing pages from Markdown and React, with versioning, search and translations built in.">
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
