/**
 * Applies the edits of one docs version to its snapshot:
 *
 *   npx tsx scripts/version-edits/apply.ts 3.4.0
 *
 * `scripts/snapshot-docs-versions.sh` runs it after `docusaurus docs:version`,
 * because the snapshot is taken from the current docs and the older version
 * must not describe features it does not have. Nothing is written unless every
 * edit applies: a stale edit stops the run with a message that names it.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {applyEdits, type VersionEdit} from './edits';
import edits340 from './3.4.0';

/** The edit lists, by version name as it appears in versions.json. */
const EDITS_BY_VERSION: Readonly<Record<string, readonly VersionEdit[]>> = {
  '3.4.0': edits340,
};

const ROOT = path.join(__dirname, '..', '..');

function main(version: string | undefined): number {
  const edits = version === undefined ? undefined : EDITS_BY_VERSION[version];
  if (version === undefined || edits === undefined) {
    console.error(
      `Usage: npx tsx scripts/version-edits/apply.ts <version>\n` +
        `Versions with edits: ${Object.keys(EDITS_BY_VERSION).join(', ')}`,
    );
    return 2;
  }
  const folder = path.join(ROOT, 'versioned_docs', `version-${version}`);
  if (!existsSync(folder)) {
    console.error(
      `No snapshot at ${path.relative(ROOT, folder)}. Run docusaurus docs:version first.`,
    );
    return 1;
  }

  const {files, errors} = applyEdits(edits, (file) => {
    const full = path.join(folder, file);
    return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
  });
  if (errors.length > 0) {
    console.error(
      `${errors.length} of ${edits.length} edits for ${version} do not apply; nothing was written.\n` +
        `Fix them in scripts/version-edits/${version}.ts:\n\n` +
        errors.map((error) => `- ${error.message}`).join('\n'),
    );
    return 1;
  }
  for (const [file, text] of files) {
    writeFileSync(path.join(folder, file), text);
  }
  console.log(
    `Applied ${edits.length} edits to ${files.size} files of ${path.relative(ROOT, folder)}.`,
  );
  return 0;
}

process.exitCode = main(process.argv[2]);
