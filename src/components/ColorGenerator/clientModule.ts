/**
 * Applies the theme colours a reader picked in the colour generator on every
 * page, from the first paint of the app. It watches the `data-theme`
 * attribute rather than the toggle button, so it follows every colour-mode
 * change: the toggle, the system preference and other tabs.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {applyStoredColors, currentColorMode} from './colorStorage';

if (ExecutionEnvironment.canUseDOM) {
  applyStoredColors(currentColorMode());
  new MutationObserver(() => applyStoredColors(currentColorMode())).observe(
    document.documentElement,
    {
      attributes: true,
      attributeFilter: ['data-theme'],
    },
  );
}
