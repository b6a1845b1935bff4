/** An MDX file imported into a React component (a partial): its default export renders it. */
declare module '*.mdx' {
  import type {ComponentType} from 'react';

  const MDXComponent: ComponentType;
  export default MDXComponent;
}
