/**
 * Webpack loader for react-helmet-async 1.3.0, the head manager of
 * @docusaurus/core 3.5.2 (its `<Head>`).
 *
 * Each `<Helmet>` registers and publishes its tags while it renders, and the
 * tags reach the document's head on the next animation frame. React hydrates
 * in time slices that span frames, so the head was rewritten in the middle of
 * hydration with the tags of the components rendered so far (the site's
 * defaults), then again with the page's own: every meta and link tag of the
 * page removed and added back, and the tab's title switching to the site's
 * name and back. Here a Helmet still registers while it renders (its render
 * order is its precedence), but in the browser it publishes once mounted:
 * the head is written once, after hydration, with the page's complete tags,
 * the same the server wrote. Server rendering is unchanged.
 */

/** `<prototype>.init = function () { register; publish }`, minified. */
const INIT =
  /(\w+)\.init=function\(\)\{this\.rendered\|\|\(this\.rendered=!0,this\.props\.context\.helmetInstances\.add\(this\),this\.emitChange\(\)\)\}/;

/** `HelmetProvider.canUseDOM = …, HelmetProvider.propTypes = …`, minified. */
const PROVIDER = /(\w+)\.canUseDOM=\w+,\1\.propTypes=/;

/** The library's source with Helmets publishing from `componentDidMount` in the browser. */
export function publishAfterMount(source) {
  if (source.includes('publishQueued')) {
    throw new Error(
      'react-helmet-async already declares publishQueued; rename the loader variable.',
    );
  }
  const init = INIT.exec(source);
  const provider = PROVIDER.exec(source);
  if (!init || !provider) {
    throw new Error(
      'react-helmet-async changed: src/plugins/performance/hydration/helmetPublishesAfterMount.mjs no longer ' +
        'finds what it rewrites. Check the new version, then update or remove this loader.',
    );
  }
  const [, proto] = init;
  const [, helmetProvider] = provider;
  // Helmets mounted in one commit publish once, from a microtask after it:
  // each publication merges the tags of every Helmet on the page.
  return source.replace(
    INIT,
    `${proto}.componentDidMount=function(){var helmet=this;${helmetProvider}.canUseDOM&&!publishQueued&&` +
      `(publishQueued=!0,queueMicrotask(function(){publishQueued=!1,helmet.emitChange()}))},` +
      `${proto}.init=function(){this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this),` +
      `${helmetProvider}.canUseDOM||this.emitChange())}`,
  );
}

export default function helmetPublishesAfterMountLoader(source) {
  // Declared last: a leading statement would precede the CommonJS build's "use strict".
  return `${publishAfterMount(source)}\nvar publishQueued=!1;\n`;
}
