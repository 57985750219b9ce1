// Sends issue 49's classes of hostile requests (hostile-vectors.ts) to a production build and prints,
// per class, the vectors sent, the right and wrong answers, the 500s and the broken streams (a chunked
// body without its last chunk, a body shorter than its Content-Length, no answer at all), then how
// many of the server's log lines are not one JSON object. `node scripts/bench/hostile-probe.ts`.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../../serve/build-if-stale.ts';
import { type Answer, vectorClasses } from './hostile-vectors.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_PORT ?? 3410);
const secret = 'hostile-probe-webhook-secret';

type Sent = { answer: Answer | null; broken: boolean };

/** One raw request; the answer read to the end of the connection. */
function send(request: string): Promise<Sent> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), 15_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return resolve({ answer: null, broken: true });
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers = new Map(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      const raw = text.slice(end + 4);
      const chunked = headers.get('transfer-encoding') === 'chunked';
      const length = headers.get('content-length');
      const broken = chunked
        ? !raw.endsWith('0\r\n\r\n')
        : length !== undefined && Buffer.byteLength(raw) < Number(length);
      const body = chunked ? raw.replace(/(?:^|\r\n)[0-9a-f]+\r\n/g, '') : raw;
      resolve({ answer: { status: Number(statusLine.split(' ')[1]), headers, body }, broken });
    });
    socket.write(request);
  });
}

async function started(server: ChildProcess, output: () => string) {
  for (let i = 0; !output().includes('Ready on'); i += 1) {
    if (server.exitCode !== null || i > 480)
      throw new Error(`the server did not start: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

await buildIfStale();
const server = spawn(process.execPath, [path.join(root, 'serve', 'server.ts')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    SITE_ORIGIN: `http://localhost:${port}`,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hostile-probe-')),
    CONTENT_WEBHOOK_SECRET: secret,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
try {
  await started(server, () => log);
  type Row = {
    class: string;
    vectors: number;
    right: number;
    wrong: number;
    '500': number;
    broken: number;
  };
  const rows: Row[] = [];
  for (const { name, vectors } of vectorClasses(secret)) {
    const row: Row = {
      class: name,
      vectors: vectors.length,
      right: 0,
      wrong: 0,
      '500': 0,
      broken: 0,
    };
    for (const vector of vectors) {
      const { answer, broken } = await send(vector.request);
      if (answer && vector.right(answer) && !broken) row.right += 1;
      else row.wrong += 1;
      if (answer?.status === 500) row['500'] += 1;
      if (broken) row.broken += 1;
    }
    rows.push(row);
  }
  const total = (key: 'vectors' | 'right' | 'wrong' | '500' | 'broken') =>
    rows.reduce((sum, row) => sum + row[key], 0);
  rows.push({
    class: 'all',
    vectors: total('vectors'),
    right: total('right'),
    wrong: total('wrong'),
    '500': total('500'),
    broken: total('broken'),
  });
  console.table(rows);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}
const lines = log.trim().split('\n');
const notJson = lines.filter((line) => {
  try {
    return typeof JSON.parse(line) !== 'object';
  } catch {
    return true;
  }
});
console.log(`log lines: ${lines.length}, not one JSON object: ${notJson.length}`);
for (const line of notJson.slice(0, 5)) console.log(`  ${line.slice(0, 160)}`);
