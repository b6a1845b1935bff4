/**
 * The colour generator of the styling docs page. Everything it needs lives in
 * this folder, so one upgrade or fix touches one place: `colorMath.ts` (the
 * shades, contrast and CSS block, pure), `storedColors.ts` (the stored form,
 * free of colour maths), `colorStorage.ts` (session storage and the CSS
 * variables on <html>) and `clientModule.ts` (registered in
 * `docusaurus.config.ts`: applies the stored colours on every page).
 */
import React, {useEffect, useId, useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Translate, {translate} from '@docusaurus/Translate';
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

/** The stylesheet the generated CSS goes into: a path, the same in every language. */
const CUSTOM_CSS = 'src/css/custom.css';

type Problems = Partial<Record<'primary' | 'background' | Shade, string>>;

/** Validates every field; returns the colours only when all of them are valid. */
function validate(draft: Draft): {colors: ThemeColors | null; problems: Problems} {
  const problems: Problems = {};
  const primary = parseColor(draft.primary);
  const background = parseColor(draft.background);
  if (!primary) {
    problems.primary = translate({
      id: 'colorGenerator.problem.primary',
      message: 'Enter a colour, such as #2e8555 or rgb(46, 133, 85).',
      description: "The colour generator's error when the primary colour cannot be read",
    });
  }
  if (!background) {
    problems.background = translate({
      id: 'colorGenerator.problem.background',
      message: 'Enter a colour, such as #ffffff.',
      description: "The colour generator's error when the background colour cannot be read",
    });
  }
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
 * One colour of the theme: a picker and a text field editing the same value,
 * and the problem with what was typed. The picker shows the typed colour
 * once it parses, and the colour in use until then.
 */
function ColorField({
  id,
  label,
  pickerLabel,
  text,
  color,
  problem,
  onChange,
}: {
  id: string;
  label: ReactNode;
  pickerLabel: string;
  text: string;
  color: string;
  problem: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.inputs}>
        <input
          type="color"
          aria-label={pickerLabel}
          value={parseColor(text) ?? color}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          type="text"
          spellCheck={false}
          value={text}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <FieldProblem id={`${id}-problem`} problem={problem} />
    </div>
  );
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
  const modeLabel =
    colorMode === 'dark'
      ? translate({
          id: 'colorGenerator.mode.dark',
          message: 'dark',
          description: 'The dark colour mode, inside sentences of the colour generator',
        })
      : translate({
          id: 'colorGenerator.mode.light',
          message: 'light',
          description: 'The light colour mode, inside sentences of the colour generator',
        });

  return (
    <section className={styles.generator} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        <Translate
          id="colorGenerator.title"
          description="The colour generator's title; {mode} is 'dark' or 'light'"
          values={{mode: <strong>{modeLabel}</strong>}}>
          {'Colour generator: editing the {mode} theme'}
        </Translate>
      </p>
      <p className={styles.hint}>
        <Translate
          id="colorGenerator.hint"
          description="The colour generator's hint under its title">
          Changes apply to this whole site at once and last for this browser tab. Switch the colour
          mode to edit the other theme.
        </Translate>
      </p>

      <div className={styles.fields}>
        <ColorField
          id={`${id}-primary`}
          label={
            <Translate
              id="colorGenerator.primary.label"
              description="The label of the colour generator's primary colour field">
              Primary colour
            </Translate>
          }
          pickerLabel={translate({
            id: 'colorGenerator.primary.picker',
            message: 'Primary colour picker',
            description: "The accessible name of the primary colour's picker",
          })}
          text={draft.primary}
          color={applied.primary}
          problem={problems.primary}
          onChange={(primary) => update({...draft, primary})}
        />
        <ColorField
          id={`${id}-background`}
          label={
            <Translate
              id="colorGenerator.background.label"
              description="The label of the colour generator's background colour field">
              Background colour
            </Translate>
          }
          pickerLabel={translate({
            id: 'colorGenerator.background.picker',
            message: 'Background colour picker',
            description: "The accessible name of the background colour's picker",
          })}
          text={draft.background}
          color={applied.background}
          problem={problems.background}
          onChange={(background) => update({...draft, background})}
        />
      </div>

      <p className={contrast < AA_CONTRAST ? styles.warning : styles.contrast} role="status">
        <Translate
          id="colorGenerator.contrast"
          description="The contrast line of the colour generator; {ratio} is a number such as 4.52:1"
          values={{ratio: <strong>{`${contrast.toFixed(2)}:1`}</strong>}}>
          {'Contrast of the primary colour on the background: {ratio}'}
        </Translate>
        {contrast < AA_CONTRAST &&
          translate(
            {
              id: 'colorGenerator.contrast.warning',
              message:
                ' — below the {minimum}:1 that WCAG AA asks for text; links will be hard to read.',
              description:
                'Follows the contrast line when the contrast is too low; keep the leading space',
            },
            {minimum: AA_CONTRAST},
          )}
      </p>

      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Translate
                id="colorGenerator.table.variable"
                description="The header of the colour generator table's CSS variable column">
                CSS variable
              </Translate>
            </th>
            <th scope="col">
              <Translate
                id="colorGenerator.table.adjustment"
                description="The header of the colour generator table's adjustment column">
                Adjustment
              </Translate>
            </th>
            <th scope="col">
              <Translate
                id="colorGenerator.table.value"
                description="The header of the colour generator table's value column">
                Value
              </Translate>
            </th>
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
                    translate({
                      id: 'colorGenerator.table.base',
                      message: 'Base',
                      description: 'The adjustment cell of the primary colour, which has none',
                    })
                  ) : (
                    <>
                      <label className={styles.adjustment}>
                        <span className="sr-only">
                          {shade.startsWith('dark')
                            ? translate(
                                {
                                  id: 'colorGenerator.table.darkenLabel',
                                  message: 'Darken {variable} by (percent)',
                                  description: "The hidden label of a shade's darken field",
                                },
                                {variable: name},
                              )
                            : translate(
                                {
                                  id: 'colorGenerator.table.lightenLabel',
                                  message: 'Lighten {variable} by (percent)',
                                  description: "The hidden label of a shade's lighten field",
                                },
                                {variable: name},
                              )}
                        </span>
                        {shade.startsWith('dark')
                          ? translate({
                              id: 'colorGenerator.table.darken',
                              message: 'darken ',
                              description:
                                "Before a shade's percent field; keep the trailing space",
                            })
                          : translate({
                              id: 'colorGenerator.table.lighten',
                              message: 'lighten ',
                              description:
                                "Before a shade's percent field; keep the trailing space",
                            })}
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
        <Translate
          id="colorGenerator.pasteInto"
          description="The sentence above the generated CSS; {file} is the file's path"
          values={{file: <code>{CUSTOM_CSS}</code>}}>
          {'Paste this into {file}:'}
        </Translate>
      </p>
      <CodeBlock language="css" title={CUSTOM_CSS}>
        {cssBlock(applied, colorMode)}
      </CodeBlock>
      <button type="button" className="button button--secondary" onClick={reset}>
        <Translate
          id="colorGenerator.reset"
          description="The colour generator's reset button; {mode} is 'dark' or 'light'"
          values={{mode: modeLabel}}>
          {'Reset to the default {mode} colours'}
        </Translate>
      </button>
    </section>
  );
}
