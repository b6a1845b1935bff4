type Options = {server?: boolean};
export function publishAfterMount(source: string, options?: Options): string;
export function rewriteHelmet(source: string, options?: Options): string;
export default function helmetPublishesAfterMountLoader(
  this: {getOptions(): Options},
  source: string,
): string;
