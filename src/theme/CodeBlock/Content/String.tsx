/**
 * Registers the extra Prism languages (`prism.additionalLanguages`) right
 * where they are needed, instead of in a client module: the theme's client
 * module put Prism and every extra grammar (about 35 KiB gzip) in the entry
 * bundle of every page, even pages without code. This is the only component
 * that highlights, and its module runs before any code block renders, on the
 * server and in the browser, so server and client output still match.
 * The theme's client module is switched off by src/plugins/critical-js.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import StringContent from '@theme-original/CodeBlock/Content/String';

prismIncludeLanguages(Prism);

export default StringContent;
