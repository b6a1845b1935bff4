#!/usr/bin/env bash
# Re-takes the released docs snapshots from the current docs, oldest first:
# `docusaurus docs:version` prepends to versions.json, so 3.5.2 ends up above 3.4.0.
# It refuses a version that already exists, so both are removed first.
# Then scripts/version-edits/apply.ts turns the 3.4.0 copy back into 3.4 docs; it fails
# without writing anything when an edit no longer matches the current docs.
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_UPDATE_NOTIFIER=1

VERSIONS=(3.4.0 3.5.2)

echo '[]' > versions.json
for version in "${VERSIONS[@]}"; do
  rm -rf "versioned_docs/version-$version" "versioned_sidebars/version-$version-sidebars.json"
done
for version in "${VERSIONS[@]}"; do
  npx docusaurus docs:version "$version"
done
npx tsx scripts/version-edits/apply.ts 3.4.0
cat versions.json
