// Runs the Mozilla HTTP Observatory's own retriever, tests and grader against a local TLS front and
// prints { score, grade, tests } as JSON. Usage: node observatory-scan.mjs HTTP_PORT HTTPS_PORT
// (Its `scan()` drops the port options, so this repeats its few lines of scoring around `retrieve`.)
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
// Its install script downloads these lists, which this network blocks: empty stand-ins.
for (const [name, empty] of [
  ['hsts-preload.json', '{}'],
  ['tld-list.json', '[]'],
]) {
  const file = path.join(root, 'conf', name);
  if (!existsSync(file)) writeFileSync(file, empty);
}
const lib = (file) => import(path.join(root, 'src', file));
const { retrieve } = await lib('retriever/retriever.js');
const { ALL_TESTS } = await lib('constants.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await lib('grader/charts.js');
const { getGradeForScore, getScoreModifier } = await lib('grader/grader.js');

const [httpPort, httpsPort] = process.argv.slice(2);
const requests = await retrieve('localhost', { httpPort, httpsPort });
if (!requests.responses.auto) throw new Error('The site seems to be down.');

let withExtraCredit = 100;
let uncurved = 100;
const tests = {};
for (const test of ALL_TESTS) {
  const result = test(requests);
  result.scoreModifier = result.result ? getScoreModifier(result.result) : 0;
  withExtraCredit += result.scoreModifier;
  if (result.scoreModifier < 0) uncurved += result.scoreModifier;
  tests[result.constructor.name] = {
    pass: result.pass,
    result: result.result,
    scoreModifier: result.scoreModifier,
  };
}
const { grade, score } = getGradeForScore(
  uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
);
console.log(
  JSON.stringify({ scan: { grade, score, statusCode: requests.responses.auto.status }, tests }),
);
