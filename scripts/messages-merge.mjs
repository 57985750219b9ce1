// Merges top-level namespaces from two JSON files into messages/zh-HK.json and messages/en-US.json.
// Usage: node scripts/messages-merge.mjs part.zh-HK.json part.en-US.json
// (Lets several people add their own namespaces without hand-editing the big files at once.)
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [zhFile, enFile] = process.argv.slice(2);
if (!zhFile || !enFile) {
  console.error('usage: node scripts/messages-merge.mjs part.zh-HK.json part.en-US.json');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
for (const [locale, file] of [
  ['zh-HK', zhFile],
  ['en-US', enFile],
]) {
  const target = path.join(root, 'messages', `${locale}.json`);
  const messages = JSON.parse(readFileSync(target, 'utf8'));
  const part = JSON.parse(readFileSync(file, 'utf8'));
  Object.assign(messages, part);
  writeFileSync(`${target}.tmp`, `${JSON.stringify(messages, null, 2)}\n`);
  renameSync(`${target}.tmp`, target);
  console.log(`${locale}: merged ${Object.keys(part).join(', ')}`);
}
