import type {LoaderContext} from 'webpack';

export type CompiledMdx = {code: string; dependencies: string[]};
export type CompileMdx = (context: LoaderContext<unknown>, source: string) => Promise<CompiledMdx>;

export function createMdxOnceLoader(
  compileMdx: CompileMdx,
): (this: LoaderContext<unknown>, source: string) => void;
export const compileWithFrameworkLoader: CompileMdx;
declare const mdxOnceLoader: ReturnType<typeof createMdxOnceLoader>;
export default mdxOnceLoader;
