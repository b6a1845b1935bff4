/**
 * The second thread of the static render (index.ts says why). It does what the
 * framework's build does before and during its render, with the framework's
 * own functions: loads the server bundle with `loadAppRenderer`, compiles the
 * page template from its source, and renders the pages the main thread hands
 * it, a few at a time, with `generateStaticFiles`, which renders each one,
 * puts it in the template and writes its file.
 *
 * Messages in: `{params}` once (the build's template parameters without the
 * compiled template), then `{pathnames}` for each batch. Messages out, one per
 * batch, in order: `{pathnames, pages}`, each page's collected data with its
 * head as data (pageHead.mjs) and the app's HTML (which ssg-cache stores);
 * `{pathnames, failed}` when a page of the batch failed, which the main
 * thread renders again to report its error as the framework does;
 * `{pathnames, failed, unavailable: true}` when the bundle did not load, and
 * the main thread renders the rest.
 */
import {createRequire} from 'node:module';
import {parentPort, workerData} from 'node:worker_threads';
import {headAsData} from '../pageHead.mjs';

const {corePackage, serverBundlePath, templateSource} = workerData;
const core = createRequire(corePackage);
const ssg = core('./lib/ssg.js');
const {compileSSRTemplate} = core('./lib/templates/templates.js');

const ready = Promise.all([
  ssg.loadAppRenderer({serverBundlePath}),
  compileSSRTemplate(templateSource ?? core('./lib/templates/ssr.html.template.js').default),
]);
// A failed load is reported with the first batch.
ready.catch(() => {});

let params;
let batches = Promise.resolve();

async function render(pathnames) {
  let renderer;
  let ssrTemplate;
  try {
    [renderer, ssrTemplate] = await ready;
  } catch (error) {
    parentPort.postMessage({pathnames, failed: String(error?.stack ?? error), unavailable: true});
    return;
  }
  try {
    const appHtml = new Map();
    const {collectedData} = await ssg.generateStaticFiles({
      pathnames,
      renderer: async (page) => {
        const result = await renderer(page);
        appHtml.set(page.pathname, result.html);
        return result;
      },
      params: {...params, ssrTemplate},
    });
    const pages = pathnames.map((pathname) => {
      const {helmet, ...rest} = collectedData[pathname];
      return {...rest, head: headAsData(helmet), html: appHtml.get(pathname)};
    });
    parentPort.postMessage({pathnames, pages});
  } catch (error) {
    parentPort.postMessage({pathnames, failed: String(error?.stack ?? error)});
  }
}

parentPort.on('message', (message) => {
  if (message.params) {
    params = message.params;
    return;
  }
  batches = batches.then(() => render(message.pathnames));
});
