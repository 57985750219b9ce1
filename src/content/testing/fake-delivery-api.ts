import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SpaceExport } from '../local/export-file';
import { ContentQueryError, NOT_FOUND_MESSAGE } from '../source';
import { deliveryEntries } from './fake-delivery-entries';

/**
 * A local HTTP server that answers like the Content Delivery and Preview APIs (paths, auth, bodies
 * and error shapes as the real ones send them), backed by export files. For tests only.
 */
export type ScriptedReply = { status: number; headers?: Record<string, string> } | { drop: true };
export type SeenRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  token: string;
};

const errorBody = (id: string, message: string, details?: unknown) => ({
  sys: { type: 'Error', id },
  message,
  ...(details ? { details } : {}),
  requestId: `fake-${Math.random().toString(36).slice(2, 10)}`,
});

/** Bodies of the errors the real API sends (recorded shapes). */
export const recordedErrors = {
  404: errorBody('NotFound', NOT_FOUND_MESSAGE),
  429: errorBody(
    'RateLimitExceeded',
    'You have exceeded the rate limit of the Organization this Space belongs to by making too many API requests within a short timespan. Please wait a moment before trying the request again.',
  ),
  503: errorBody(
    'ServiceUnavailable',
    'The service is temporarily unavailable. Please try again later.',
  ),
  401: errorBody(
    'AccessTokenInvalid',
    'The access token you sent could not be found or is invalid.',
  ),
} as const;

export type FakeDeliveryApi = {
  url: string;
  seen: SeenRequest[];
  /** Replies used, one per request, before normal answers resume. */
  script(replies: ScriptedReply[]): void;
  close(): Promise<void>;
};

export async function startFakeDeliveryApi({
  spaces,
  tokens,
}: {
  spaces: Record<string, SpaceExport>;
  tokens: { delivery: string; preview: string };
}): Promise<FakeDeliveryApi> {
  const seen: SeenRequest[] = [];
  let scripted: ScriptedReply[] = [];

  const send = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, {
      'content-type': 'application/vnd.contentful.delivery.v1+json',
      ...headers,
    });
    res.end(JSON.stringify(body));
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    seen.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      token,
    });
    const reply = scripted.shift();
    if (reply && 'drop' in reply) {
      req.socket.destroy();
      return;
    }
    if (reply) {
      const body =
        recordedErrors[reply.status as keyof typeof recordedErrors] ??
        errorBody('ServerError', 'Server error');
      return send(res, reply.status, body, reply.headers);
    }
    if (token !== tokens.delivery && token !== tokens.preview)
      return send(res, 401, recordedErrors[401]);
    const match =
      /^(?:\/[^/]+)*?\/spaces\/([^/]+)\/environments\/([^/]+)\/(entries|asset_keys)$/.exec(
        url.pathname,
      );
    const space = match ? spaces[match[1] ?? ''] : undefined;
    if (!match || !space) return send(res, 404, recordedErrors[404]);
    if (match[3] === 'asset_keys' && req.method === 'POST') {
      return send(res, 200, {
        sys: { type: 'AssetKey' },
        policy: 'fake-policy',
        secret: 'fake-secret',
      });
    }
    try {
      const result = deliveryEntries(space, url.searchParams, {
        preview: token === tokens.preview,
        spaceId: match[1] ?? '',
        environment: match[2] ?? 'master',
      });
      send(res, 200, result);
    } catch (error) {
      if (!(error instanceof ContentQueryError)) throw error;
      send(
        res,
        400,
        errorBody(
          'InvalidQuery',
          'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
          { errors: [{ details: error.message }] },
        ),
      );
    }
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    script(replies) {
      scripted = [...replies];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
