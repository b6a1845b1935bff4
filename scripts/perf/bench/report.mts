/**
 * The benchmark's output: each section adds rows, and a row may carry its
 * goal, so the table and bench.json say next to each figure whether it is met.
 */
import {describeGoal, judge, type Goal, type Verdict} from './goals.mjs';

export interface Row {
  label: string;
  /** The figure as printed, with its unit. */
  display: string;
  /** The figure compared with the goal, in the goal's unit. */
  value?: number;
  goal?: Goal;
}

export interface JudgedRow extends Row {
  goalText: string;
  verdict: Verdict | '';
}

export function judgeRows(rows: readonly Row[]): JudgedRow[] {
  return rows.map((row) => ({
    ...row,
    goalText: row.goal ? describeGoal(row.goal) : '',
    verdict: row.goal && row.value !== undefined ? judge(row.goal, row.value) : '',
  }));
}

export interface Section {
  title: string;
  rows: JudgedRow[];
  /** Lines printed under the section's rows. */
  notes?: string[];
}

/** A plain-text table: one block per section, columns aligned across all of them. */
export function formatTable(sections: readonly Section[]): string {
  const all = sections.flatMap((section) => section.rows);
  const width = (pick: (row: JudgedRow) => string, header: string) =>
    Math.max(header.length, ...all.map((row) => pick(row).length));
  const widths = [
    width((row) => `  ${row.label}`, 'measure'),
    width((row) => row.display, 'value'),
    width((row) => row.goalText, 'goal'),
  ];
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  const out = [line(['measure', 'value', 'goal', 'verdict'])];
  for (const section of sections) {
    out.push('', section.title);
    for (const row of section.rows) {
      out.push(line([`  ${row.label}`, row.display, row.goalText, row.verdict]));
    }
    out.push(...(section.notes ?? []).map((note) => `  ${note}`));
  }
  return out.join('\n');
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export const kib = (bytes: number) => bytes / 1024;

export const seconds = (value: number) => `${value.toFixed(1)} s`;
export const milliseconds = (value: number) => `${value.toFixed(0)} ms`;

/** Each run's wall time after the median, when a point of the scale curve had several. */
export const eachRun = ({runSeconds}: {runSeconds: number[]}) =>
  runSeconds.length > 1 ? ` (runs: ${runSeconds.map((value) => seconds(value)).join(', ')})` : '';
