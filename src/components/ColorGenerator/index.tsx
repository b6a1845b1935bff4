/**
 * The colour generator of the styling docs page. Everything it needs lives in
 * this folder, so one upgrade or fix touches one place: `colorMath.ts` (the
 * shades, contrast and CSS block, pure), `storedColors.ts` (the stored form,
 * free of colour maths), `colorStorage.ts` (session storage and the CSS
 * variables on <html>) and `clientModule.ts` (registered in
 * `docusaurus.config.ts`: applies the stored colours on every page).
 */
import React, {useEffect, useId, useState} from 'react';
import CodeBlock from '@theme/CodeBlock';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {
  AA_CONTRAST,
  adjustmentProblem,
  contrastRatio,
  cssBlock,
  cssVariables,
  DEFAULT_COLORS,
  parseColor,
  SHADES,
  type ColorMode,
  type Shade,
  type ThemeColors,
} from './colorMath';
import {applyStoredColors, readStoredColors, storeColors} from './colorStorage';
import styles from './styles.module.css';

/** What the fields show: text as typed, which may not be valid yet. */
type Draft = {primary: string; background: string; adjustments: Record<Shade, string>};

const toDraft = ({primary, background, adjustments}: ThemeColors): Draft => ({
  primary,
  background,
  adjustments: Object.fromEntries(
    SHADES.map((shade) => [shade, String(adjustments[shade])]),
  ) as Record<Shade, string>,
});

type Problems = Partial<Record<'primary' | 'background' | Shade, string>>;

/** Validates every field; returns the colours only when all of them are valid. */
function validate(draft: Draft): {colors: ThemeColors | null; problems: Problems} {
  const problems: Problems = {};
  const primary = parseColor(draft.primary);
  const background = parseColor(draft.background);
  if (!primary) problems.primary = 'Enter a colour, such as #2e8555 or rgb(46, 133, 85).';
  if (!background) problems.background = 'Enter a colour, such as #ffffff.';
  const adjustments = {} as Record<Shade, number>;
  for (const shade of SHADES) {
    const text = draft.adjustments[shade].trim();
    const value = text === '' ? Number.NaN : Number(text);
    const problem = adjustmentProblem(value);
    if (problem) problems[shade] = problem;
    adjustments[shade] = value;
  }
  const valid = primary && background && Object.keys(problems).length === 0;
  return {colors: valid ? {primary, background, adjustments} : null, problems};
}

function colorsFor(mode: ColorMode): ThemeColors {
  return readStoredColors()[mode]?.inputs ?? DEFAULT_COLORS[mode];
}

function FieldProblem({id, problem}: {id: string; problem: string | undefined}) {
  return problem ? (
    <span id={id} role="alert" className={styles.problem}>
      {problem}
    </span>
  ) : null;
}

/**
 * The colour mode the generator renders. The server cannot know the reader's
 * mode, so its HTML shows the default one, and React's first render in the
 * browser must produce the same HTML. `useColorMode` alone already reports
 * the reader's mode on that first render (the theme sets it on the page
 * before React starts), so in dark mode every colour and label of the
 * generator differed from the server's HTML: React hydration errors #418 and
 * #425. The reader's mode applies from the render after hydration instead.
 */
function useRenderedColorMode(): ColorMode {
  const {colorMode} = useColorMode();
  const {defaultMode} = useThemeConfig().colorMode;
  return useIsBrowser() ? colorMode : defaultMode;
}

/**
 * Lets a site author pick a primary colour and see the whole site recoloured
 * at once, then copy the CSS. Colours are kept per colour mode in session
 * storage; a client module applies them on every page.
 */
export default function ColorGenerator(): JSX.Element {
  const colorMode = useRenderedColorMode();
  const id = useId();
  const [applied, setApplied] = useState<ThemeColors>(DEFAULT_COLORS[colorMode]);
  const [draft, setDraft] = useState<Draft>(() => toDraft(DEFAULT_COLORS[colorMode]));
  const [problems, setProblems] = useState<Problems>({});

  // Storage is read after hydration, so the server and the first client render agree.
  useEffect(() => {
    const colors = colorsFor(colorMode);
    setApplied(colors);
    setDraft(toDraft(colors));
    setProblems({});
  }, [colorMode]);

  function update(next: Draft): void {
    setDraft(next);
    const result = validate(next);
    setProblems(result.problems);
    if (result.colors) {
      setApplied(result.colors);
      storeColors(colorMode, {inputs: result.colors, variables: cssVariables(result.colors)});
      applyStoredColors(colorMode);
    }
  }

  function reset(): void {
    storeColors(colorMode, null);
    applyStoredColors(colorMode);
    setApplied(DEFAULT_COLORS[colorMode]);
    setDraft(toDraft(DEFAULT_COLORS[colorMode]));
    setProblems({});
  }

  const variables = cssVariables(applied);
  const contrast = contrastRatio(applied.primary, applied.background);
  const modeLabel = colorMode === 'dark' ? 'dark' : 'light';

  return (
    <section className={styles.generator} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        Colour generator: editing the <strong>{modeLabel}</strong> theme
      </p>
      <p className={styles.hint}>
        Changes apply to this whole site at once and last for this browser tab. Switch the colour
        mode to edit the other theme.
      </p>

      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-primary`}>Primary colour</label>
          <div className={styles.inputs}>
            <input
              type="color"
              aria-label="Primary colour picker"
              value={parseColor(draft.primary) ?? applied.primary}
              onChange={(event) => update({...draft, primary: event.target.value})}
            />
            <input
              id={`${id}-primary`}
              type="text"
              spellCheck={false}
              value={draft.primary}
              aria-invalid={Boolean(problems.primary)}
              aria-describedby={problems.primary ? `${id}-primary-problem` : undefined}
              onChange={(event) => update({...draft, primary: event.target.value})}
            />
          </div>
          <FieldProblem id={`${id}-primary-problem`} problem={problems.primary} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-background`}>Background colour</label>
          <div className={styles.inputs}>
            <input
              type="color"
              aria-label="Background colour picker"
              value={parseColor(draft.background) ?? applied.background}
              onChange={(event) => update({...draft, background: event.target.value})}
            />
            <input
              id={`${id}-background`}
              type="text"
              spellCheck={false}
              value={draft.background}
              aria-invalid={Boolean(problems.background)}
              aria-describedby={problems.background ? `${id}-background-problem` : undefined}
              onChange={(event) => update({...draft, background: event.target.value})}
            />
          </div>
          <FieldProblem id={`${id}-background-problem`} problem={problems.background} />
        </div>
      </div>

      <p className={contrast < AA_CONTRAST ? styles.warning : styles.contrast} role="status">
        Contrast of the primary colour on the background: <strong>{contrast.toFixed(2)}:1</strong>
        {contrast < AA_CONTRAST &&
          ` — below the ${AA_CONTRAST}:1 that WCAG AA asks for text; links will be hard to read.`}
      </p>

      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">CSS variable</th>
            <th scope="col">Adjustment</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {(['primary', ...SHADES] as const).map((shade) => {
            const name =
              shade === 'primary' ? '--ifm-color-primary' : `--ifm-color-primary-${shade}`;
            const value = variables[name]!;
            return (
              <tr key={shade}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                <td>
                  {shade === 'primary' ? (
                    'Base'
                  ) : (
                    <>
                      <label className={styles.adjustment}>
                        <span className="sr-only">
                          {shade.startsWith('dark') ? 'Darken' : 'Lighten'} {name} by (percent)
                        </span>
                        {shade.startsWith('dark') ? 'darken ' : 'lighten '}
                        <input
                          type="number"
                          min={0}
                          max={100}
                          step={1}
                          value={draft.adjustments[shade]}
                          aria-invalid={Boolean(problems[shade])}
                          onChange={(event) =>
                            update({
                              ...draft,
                              adjustments: {...draft.adjustments, [shade]: event.target.value},
                            })
                          }
                        />
                        %
                      </label>
                      <FieldProblem id={`${id}-${shade}-problem`} problem={problems[shade]} />
                    </>
                  )}
                </td>
                <td>
                  <span
                    className={styles.swatch}
                    style={{backgroundColor: value}}
                    aria-hidden="true"
                  />
                  <code>{value}</code>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <p>
        Paste this into <code>src/css/custom.css</code>:
      </p>
      <CodeBlock language="css" title="src/css/custom.css">
        {cssBlock(applied, colorMode)}
      </CodeBlock>
      <button type="button" className="button button--secondary" onClick={reset}>
        Reset to the default {modeLabel} colours
      </button>
    </section>
  );
}
