/**
 * The one tslib helper that @docusaurus/utils-common (in the entry bundle
 * through the Link component) calls. Resolving its `tslib` import here keeps
 * all of tslib (4 KiB gzip) out of the entry bundle; see index.ts.
 * Same semantics as tslib's own helper.
 */
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}
