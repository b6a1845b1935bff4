/**
 * Where the reader's theme colours live: session storage, so they survive
 * navigation and reloads in the tab but not a new session. When session
 * storage is unavailable, they are kept in memory for this page view.
 */
import SiteStorage from '@generated/site-storage';
import {
  parseStoredColors,
  VARIABLE_NAMES,
  type ColorMode,
  type StoredMode,
  type StoredThemeColors,
} from './storedColors';

const KEY = `docusaurus.theme-colors${SiteStorage.namespace}`;

let memoryCopy: string | null = null;
let warned = false;

function sessionStore(): Storage | null {
  try {
    const storage = window.sessionStorage;
    storage.getItem(KEY);
    return storage;
  } catch (error) {
    if (!warned) {
      warned = true;
      console.warn(
        '[theme colors] session storage is unavailable; colours last for this page view only.',
        error,
      );
    }
    return null;
  }
}

export function readStoredColors(): StoredThemeColors {
  const storage = sessionStore();
  return parseStoredColors(storage ? storage.getItem(KEY) : memoryCopy);
}

/** Stores (or, with null, forgets) the colours of one mode. */
export function storeColors(mode: ColorMode, entry: StoredMode | null): void {
  const all = readStoredColors();
  if (entry) {
    all[mode] = entry;
  } else {
    delete all[mode];
  }
  memoryCopy = JSON.stringify(all);
  try {
    sessionStore()?.setItem(KEY, memoryCopy);
  } catch (error) {
    console.warn('[theme colors] could not save the colours.', error);
  }
}

/**
 * Puts the stored colours of `mode` on <html> as inline CSS variables, which
 * win over the stylesheet; with nothing stored, removes them so the
 * stylesheet's defaults apply again.
 */
export function applyStoredColors(mode: ColorMode): void {
  const {style} = document.documentElement;
  const entry = readStoredColors()[mode];
  VARIABLE_NAMES.forEach((name) => {
    const value = entry?.variables[name];
    if (value) {
      style.setProperty(name, value);
    } else {
      style.removeProperty(name);
    }
  });
}

export function currentColorMode(): ColorMode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}
