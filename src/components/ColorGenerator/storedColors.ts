/**
 * The stored form of the reader's theme colours. Kept free of colour maths,
 * so the client module that applies them on every page stays tiny: the
 * computed CSS variables are stored next to the inputs that produced them.
 */
export type ColorMode = 'light' | 'dark';

export const SHADES = ['darkest', 'darker', 'dark', 'light', 'lighter', 'lightest'] as const;
export type Shade = (typeof SHADES)[number];

/** Percentage of lightness each shade removes (dark*) or adds (light*). */
export type ShadeAdjustments = Record<Shade, number>;

export type ThemeColors = {
  readonly primary: string;
  readonly background: string;
  readonly adjustments: ShadeAdjustments;
};

export type StoredMode = {
  /** What the reader entered. */
  readonly inputs: ThemeColors;
  /** The CSS variables computed from it. */
  readonly variables: Readonly<Record<string, string>>;
};

export type StoredThemeColors = Partial<Record<ColorMode, StoredMode>>;

/** Every CSS variable the generator sets. */
export const VARIABLE_NAMES = [
  '--ifm-color-primary',
  ...SHADES.map((shade) => `--ifm-color-primary-${shade}`),
  '--ifm-background-color',
] as const;

const HEX = /^#[0-9a-f]{6}$/;

function isStoredMode(value: unknown): value is StoredMode {
  if (typeof value !== 'object' || value === null) return false;
  const {inputs, variables} = value as Partial<StoredMode>;
  if (typeof inputs?.primary !== 'string' || typeof inputs.background !== 'string') return false;
  if (!SHADES.every((shade) => typeof inputs.adjustments?.[shade] === 'number')) return false;
  return VARIABLE_NAMES.every((name) => HEX.test(String(variables?.[name] ?? '')));
}

/** Reads stored colours defensively: anything malformed counts as "nothing stored" for that mode. */
export function parseStoredColors(raw: string | null): StoredThemeColors {
  if (!raw) return {};
  try {
    const data = JSON.parse(raw) as Record<string, unknown>;
    const result: StoredThemeColors = {};
    for (const mode of ['light', 'dark'] as const) {
      const entry = data[mode];
      if (isStoredMode(entry)) {
        result[mode] = {
          inputs: entry.inputs,
          variables: Object.fromEntries(
            VARIABLE_NAMES.map((name) => [name, entry.variables[name]!]),
          ),
        };
      }
    }
    return result;
  } catch {
    return {};
  }
}
