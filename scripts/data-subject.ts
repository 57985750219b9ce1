// `npm run data:subject -- REFERENCE [--out file.json] [--erase]`
// A personal-data access or erasure request (docs/operations.md): prints the record a reference
// names (details as given, the site's answer, consents) as JSON, or writes it to --out; --erase then
// empties its personal data and keeps a non-personal audit stub. On PGlite, stop the server first.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { databaseConfigFromEnv, openDatabase } from '../src/db/client';
import { eraseSubject, subjectRecord } from '../src/server/data-retention/subject-request';

const { values, positionals } = parseArgs({
  options: { out: { type: 'string' }, erase: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const [reference] = positionals;
if (!reference || !/^[A-Z]{3}-[A-Z0-9-]+$/.test(reference)) {
  console.error('usage: npm run data:subject -- REFERENCE [--out file.json] [--erase]');
  process.exit(2);
}

try {
  const handle = await openDatabase(databaseConfigFromEnv());
  try {
    const record = await subjectRecord(handle.db, reference);
    if (!record) {
      console.error(`no record with reference ${reference}`);
      process.exitCode = 1;
    } else {
      const json = `${JSON.stringify(record, null, 2)}\n`;
      if (values.out) writeFileSync(values.out, json, { mode: 0o600 });
      else process.stdout.write(json);
      if (values.erase)
        console.error(`erased: ${await eraseSubject(handle.db, reference)} record(s)`);
    }
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
