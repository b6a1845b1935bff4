export function stripRegistryPaths(source: string): {source: string; count: number};
