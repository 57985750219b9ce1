// Merges top-level namespaces from two JSON files into messages/zh-HK.json and messages/en-US.json.
// Usage: npm run messages:merge -- part.zh-HK.json part.en-US.json
// (Lets several people add their own namespaces without hand-editing the big files at once.)
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppLocale } from '../src/config/locales';

/** A messages file or part: namespace → its strings. */
type Messages = Record<string, unknown>;

const [zhFile, enFile] = process.argv.slice(2);
if (!zhFile || !enFile) {
  console.error('usage: npm run messages:merge -- part.zh-HK.json part.en-US.json');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const parts: [AppLocale, string][] = [
  ['zh-HK', zhFile],
  ['en-US', enFile],
];
for (const [locale, file] of parts) {
  const target = path.join(root, 'messages', `${locale}.json`);
  const messages: Messages = JSON.parse(readFileSync(target, 'utf8'));
  const part: Messages = JSON.parse(readFileSync(file, 'utf8'));
  Object.assign(messages, part);
  writeFileSync(`${target}.tmp`, `${JSON.stringify(messages, null, 2)}\n`);
  renameSync(`${target}.tmp`, target);
  console.log(`${locale}: merged ${Object.keys(part).join(', ')}`);
}
