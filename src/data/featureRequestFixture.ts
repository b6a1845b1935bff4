import type {FeatureRequest} from './featureRequests';

/** A minimal valid request for tests: its slug as title, planned, in the docs category. */
export const requestFixture = (
  slug: string,
  overrides: Partial<FeatureRequest> = {},
): FeatureRequest => ({
  slug,
  title: slug,
  description: `About ${slug}`,
  status: 'planned',
  category: 'docs',
  releases: [],
  related: [],
  ...overrides,
});
