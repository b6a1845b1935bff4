import type {Config} from '@docusaurus/types';

/**
 * JavaScript, TypeScript and compiled MDX go through esbuild instead of Babel.
 *
 * Webpack's compile was 138 of the 158 s of a cold build on 2 cores. Babel
 * transforming every module of the site and the themes was 14 s of it (the
 * minifier most of the rest: see ../esbuild-minify). esbuild does the
 * same transforms (TypeScript, the automatic JSX runtime, syntax lowering)
 * natively. The client target is ES2020, which every browser in the
 * framework's production list (> 0.5 %, not dead) runs; with it the entry
 * bundle is as small as Babel made it (128.8 KiB gzip; ES2017 cost 4 KiB of
 * helpers). The server bundle runs on the Node.js of the build.
 */
export const webpack = {
  jsLoader: (isServer: boolean) => ({
    loader: require.resolve('esbuild-loader'),
    options: {
      loader: 'tsx',
      jsx: 'automatic',
      format: isServer ? 'cjs' : undefined,
      target: isServer ? 'node18' : 'es2020',
    },
  }),
} satisfies Config['webpack'];
