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
 * the same the server wrote.
 *
 * On the server, each Helmet's render merged the tags of every Helmet
 * rendered before it: a page with n Helmets merged n times, and the static
 * render of the site spent about 0.8 s of its CPU there. Here the server
 * merges once, when the page's template first reads the head, by then
 * complete; the tags are the same.
 */

/** `<prototype>.init = function () { register; publish }`, minified. */
const INIT =
  /(\w+)\.init=function\(\)\{this\.rendered\|\|\(this\.rendered=!0,this\.props\.context\.helmetInstances\.add\(this\),this\.emitChange\(\)\)\}/;

/** `HelmetProvider.canUseDOM = …, HelmetProvider.propTypes = …`, minified. */
const PROVIDER = /(\w+)\.canUseDOM=\w+,\1\.propTypes=/;

/**
 * The library's source with Helmets publishing from `componentDidMount` in the
 * browser; for the server bundle (`server`), also merging the head when read.
 */
export function publishAfterMount(source, {server = false} = {}) {
  for (const name of ['publishQueued', 'publishWhenRead']) {
    if (source.includes(name)) {
      throw new Error(`react-helmet-async already declares ${name}; rename the loader's.`);
    }
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
      `${helmetProvider}.canUseDOM||${server ? 'publishWhenRead(this)' : 'this.emitChange()'})}`,
  );
}

/**
 * Server rendering: the head a Helmet hands its provider is merged from every
 * registered Helmet when a property of it is first read, by the library's own
 * `emitChange`, whose `this.props.context` is all it reads.
 */
const PUBLISH_WHEN_READ = `function publishWhenRead(helmet){
var context=helmet.props.context,state;
function read(){
if(!state)helmet.emitChange.call({props:{context:{helmetInstances:context.helmetInstances,setHelmet:function(merged){state=merged}}}});
return state}
context.setHelmet(new Proxy({},{
get:function(_,key){return read()[key]},
has:function(_,key){return key in read()},
ownKeys:function(){return Reflect.ownKeys(read())},
getOwnPropertyDescriptor:function(_,key){return Object.getOwnPropertyDescriptor(read(),key)}}))}`;

/** The library as the loader hands it on; `server` as in `publishAfterMount`. */
export function rewriteHelmet(source, {server = false} = {}) {
  // Declared last: a leading statement would precede the CommonJS build's "use strict".
  return `${publishAfterMount(source, {server})}\nvar publishQueued=!1;\n${server ? `${PUBLISH_WHEN_READ}\n` : ''}`;
}

/** Webpack loader; the plugin sets `server` for the server compiler only. */
export default function helmetPublishesAfterMountLoader(source) {
  return rewriteHelmet(source, this.getOptions());
}
