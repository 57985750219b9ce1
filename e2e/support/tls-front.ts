import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A throwaway CA and a `localhost` certificate it signed, made with openssl. */
function makeCertificates() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tls-front-'));
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  run(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Test CA',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
  );
  run(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-keyout',
    'site.key',
    '-out',
    'site.csr',
  );
  execFileSync(
    'sh',
    ['-c', 'printf "subjectAltName=DNS:localhost\\nbasicConstraints=CA:FALSE\\n" > ext.cnf'],
    { cwd: dir },
  );
  run(
    'x509',
    '-req',
    '-in',
    'site.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    'ext.cnf',
    '-out',
    'site.pem',
  );
  return {
    caFile: path.join(dir, 'ca.pem'),
    key: readFileSync(path.join(dir, 'site.key')),
    cert: readFileSync(path.join(dir, 'site.pem')),
  };
}

/**
 * HTTPS in front of the app (as a production load balancer would be) plus an HTTP port that
 * redirects to it. Responses pass through untouched.
 */
export async function startTlsFront(upstream: string) {
  const { caFile, key, cert } = makeCertificates();
  const target = new URL(upstream);
  const secure = https.createServer({ key, cert }, (req, res) => {
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => secure.listen(0, 'localhost', resolve));
  const httpsPort = (secure.address() as AddressInfo).port;
  const plain = http.createServer((req, res) => {
    res.writeHead(301, { Location: `https://localhost:${httpsPort}${req.url ?? '/'}` }).end();
  });
  await new Promise<void>((resolve) => plain.listen(0, 'localhost', resolve));
  const httpPort = (plain.address() as AddressInfo).port;
  return {
    caFile,
    httpsPort,
    httpPort,
    close: () =>
      Promise.all([secure, plain].map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}
