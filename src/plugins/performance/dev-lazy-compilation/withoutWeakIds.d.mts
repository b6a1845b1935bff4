export function withoutWeakIds(source: string): {source: string; count: number};
export default function withoutWeakIdsLoader(
  this: {emitWarning(warning: Error): void},
  source: string,
): string;
