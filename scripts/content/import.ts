// Imports a space of the local store (content model, entries, assets) into a Contentful space with
// the official Contentful CLI (`contentful space import`, fetched by npx at run time).
//
//   CONTENTFUL_MANAGEMENT_TOKEN=… npm run content:import -- --space card --space-id abc123 [--environment master] [--dry-run]
//
// The token is read from the environment only, so it never lands in shell history.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { validateExport } from './validate-export';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    space: { type: 'string' },
    'space-id': { type: 'string' },
    environment: { type: 'string', default: 'master' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const space = values.space;
if (space !== 'card' && space !== 'sme') {
  console.error(
    'usage: npm run content:import -- --space card|sme --space-id <id> [--environment master] [--dry-run]',
  );
  process.exit(2);
}
const dir = path.join(root, 'content', space);
const { problems, summary } = validateExport(dir);
console.log(
  `${space}: ${summary.contentTypes} content types, ${summary.entries} entries, ${summary.assets} assets, locales ${summary.locales.join(', ')}`,
);
if (problems.length) {
  console.error(`The export has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
if (values['dry-run']) {
  console.log('Dry run: the export is ready to import.');
  process.exit(0);
}
const spaceId = values['space-id'];
const managementToken = process.env.CONTENTFUL_MANAGEMENT_TOKEN;
if (!spaceId || !managementToken) {
  console.error(
    'Give --space-id and set CONTENTFUL_MANAGEMENT_TOKEN (a Content Management API token).',
  );
  process.exit(2);
}
// The options go in a private temporary file so the token is not on the command line.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'contentful-import-'));
const config = path.join(tmp, 'config.json');
writeFileSync(
  config,
  JSON.stringify({
    spaceId,
    environmentId: values.environment,
    managementToken,
    contentFile: path.join(dir, 'export.json'),
    uploadAssets: true,
    assetsDirectory: dir,
  }),
  { mode: 0o600 },
);
try {
  const result = spawnSync(
    'npx',
    ['--yes', 'contentful-cli@3', 'space', 'import', '--config', config],
    { stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
