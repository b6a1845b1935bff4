/** Whether a path belongs to the test area, which some components only show there. */
/** True for `<testsBase>` and every path under it. */
export function isTestsPath(pathname: string, testsBase: string): boolean {
  const base = testsBase.replace(/\/$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}
