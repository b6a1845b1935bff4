/** Types of test/support/static-server.mjs, for the TypeScript tests that import it. */

export type HeaderRule = {pattern: string; test: RegExp; headers: Array<[string, string]>};
export type RedirectRule = {from: string; to: string; status: number; force: boolean; test: RegExp};

export function patternToRegExp(pattern: string): RegExp;
export function parseHeadersFile(text: string): HeaderRule[];
export function parseRedirectsFile(text: string): RedirectRule[];
export function headersFor(rules: HeaderRule[], urlPath: string): Map<string, string>;

export type StaticServerOptions = {
  /** Folder to serve; `build` by default. */
  root?: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  gzip?: boolean;
  /** Apply the folder's `_headers` and `_redirects`. */
  rules?: boolean;
};

export function startStaticServer(
  options?: StaticServerOptions,
): Promise<{url: string; close: () => Promise<void>}>;
