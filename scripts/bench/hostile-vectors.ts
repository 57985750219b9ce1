// The classes of hostile requests of issue 49, as raw HTTP/1.1 requests and what a right answer is.
// Used by hostile-probe.ts, which sends them to a production build and counts the answers.
import apiRoutes from '../../serve/api-routes.json' with { type: 'json' };

export type Answer = { status: number; headers: Map<string, string>; body: string };
export type Vector = { request: string; right: (answer: Answer) => boolean };
export type VectorClass = { name: string; vectors: Vector[] };

const request = (method: string, target: string, headers: string[] = [], body = '') =>
  [`${method} ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...headers]
    .concat(body || method === 'POST' ? [`Content-Length: ${Buffer.byteLength(body)}`] : [])
    .join('\r\n') + `\r\n\r\n${body}`;
const status =
  (...wanted: number[]) =>
  (answer: Answer) =>
    wanted.includes(answer.status);
const wholePage =
  (...wanted: number[]) =>
  (answer: Answer) =>
    wanted.includes(answer.status) && answer.body.trimEnd().endsWith('</html>');

const injections = [
  '</script><meta http-equiv=refresh content=0;url=\\\\evil.example/x>',
  '</script><h1>Official notice: call 5555 0000</h1>',
  '</SCRIPT><form action=https://evil.example><input name=hkid></form>',
  '<!--<script>',
  '\u2028\u2029</script><base href=//evil.example/>',
];

function notFoundPages(): Vector[] {
  return ['/', '/en-US/', '/blog/'].flatMap((prefix) =>
    injections.map((text) => ({
      request: request('GET', `${prefix}x${encodeURI(text)}`),
      // The HTML holds no element the path wrote: every `<` of it arrives escaped.
      right: (answer) =>
        answer.status === 404 &&
        !/<(?:meta http-equiv|h1>Official|form action|base href)/i.test(answer.body),
    })),
  );
}

function formPosts(): Vector[] {
  const boundary = 'x1y2';
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n`;
  const bodies: Array<[type: string, body: string, wanted: number]> = [
    ['application/json', '{"name":', 415],
    ['application/json', '{"name":"A"}', 415],
    ['text/plain', 'name=A', 415],
    ['application/xml', '<a/>', 415],
    ['application/x-www-form-urlencoded; charset=iso-8859-1', 'name=A%E9', 415],
    ['multipart/form-data', part, 400],
    ['multipart/form-data; boundary=other', part, 400],
    [`multipart/form-data; boundary=${boundary}`, part.slice(0, 30), 400],
  ];
  const names = ['%25', '%25zz', '%E0%A4%A', '..', 'x%00', 'a'.repeat(300), 'valuation'];
  return Object.entries(apiRoutes.formPages).flatMap(([path, action]) =>
    ['', '/en-US'].flatMap((prefix) => [
      ...bodies.map(([type, body, wanted]) => ({
        request: request(
          'POST',
          `${prefix}${path}?_action=${action}`,
          [`Content-Type: ${type}`],
          body,
        ),
        right: wholePage(wanted),
      })),
      ...names
        .filter((name) => name !== action)
        .map((name) => ({
          request: request(
            'POST',
            `${prefix}${path}?_action=${name}`,
            ['Content-Type: application/x-www-form-urlencoded'],
            'a=b',
          ),
          right: name === 'x%00' ? status(400) : wholePage(400),
        })),
      {
        request: request('POST', `${prefix}${path}?_action=${action}`, [
          'Content-Type: application/x-www-form-urlencoded',
          `Content-Length: ${50 * 1024 * 1024}`,
        ]).replace(/Content-Length: 0\r\n/, ''),
        right: status(413),
      },
    ]),
  );
}

const forging = encodeURIComponent('\n{"level":60,"msg":"forged"}\n');
const targets = (list: string[], wanted: number): Vector[] =>
  list.map((target) => ({ request: request('GET', target), right: status(wanted) }));

export const vectorClasses = (webhookSecret: string): VectorClass[] => [
  { name: '404 page markup injection', vectors: notFoundPages() },
  { name: 'no-JavaScript form posts', vectors: formPosts() },
  {
    name: 'log forging and request text',
    vectors: targets(
      [
        `/_image?href=/favicon.ico%3Fa%3D${forging}&w=64&f=webp`,
        '/_image?href=/favicon.ico&w=64&f=webp&email=canary@example.com',
        '/_image?href=https://evil.example/a.png&w=64',
        '/_image?href=/icon.svg&w=64&f=webp',
        `/faq?x=${forging}`,
        `/en-US/blog?utm_source=${forging}`,
        '/api/v2/konew-faqs?x=%0d%0a',
      ],
      400,
    ),
  },
  {
    name: 'Host header',
    vectors: [
      '127.0.0.1:3400@evil.example',
      'a:b@evil.example',
      'evil.example/x',
      'x y',
      'a:port',
    ].map((host) => ({
      request: request('GET', '/faq').replace('Host: localhost', `Host: ${host}`),
      right: status(400),
    })),
  },
  {
    name: 'second addresses',
    vectors: targets(['/%66aq', '/en-US/%66aq', '/%62log', '/blog/%e4%b8%ad'], 301),
  },
  {
    name: 'API methods',
    vectors: ['GET', 'PUT', 'DELETE', 'PATCH'].flatMap((method) =>
      [
        '/api/v2/kcash_sme_loan_enquiry',
        '/api/web/account_delete',
        '/v1/track',
        '/api/revalidate',
      ].map((target) => ({
        request: request(method, target),
        right: (answer: Answer) =>
          answer.status === 405 && answer.body.includes('method_not_allowed'),
      })),
    ),
  },
  {
    name: 'publish webhook payloads',
    vectors: [
      ...['null', '[]', '123', '{}', '{"sys":{}}', '{"sys":{"type":"Entry","id":"e"}}'].map(
        (body) => ({
          request: request(
            'POST',
            '/api/revalidate',
            ['Content-Type: application/json', `X-Webhook-Secret: ${webhookSecret}`],
            body,
          ),
          right: status(422),
        }),
      ),
      {
        request: request(
          'POST',
          '/api/revalidate',
          ['Content-Type: application/json-patch+json', `X-Webhook-Secret: ${webhookSecret}`],
          '{}',
        ),
        right: status(415),
      },
    ],
  },
];
