// The body of a form page's no-JavaScript post (serve/server.ts), read here before Astro sees it: at
// most MAX_FORM_BODY_BYTES, then handed to the adapter whole (`req.body`, which it reads instead of
// the stream). Past the cap nothing more is kept: the answer is 413, and what the client still sends
// is read and dropped for at most LINGER_MS (nginx's lingering close), then the connection is cut.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answer } from './answers.ts';

/** The JSON API's cap (src/server/api/request-guards.ts): the largest form is a few KB. */
export const MAX_FORM_BODY_BYTES = 32 * 1024;

/**
 * How long a refused post's rest is read and dropped. Closing with unread bytes makes the kernel
 * reset the connection, and a reset discards the 413 before a client that is still sending reads it.
 */
export const LINGER_MS = 5_000;

/** Whether the Content-Length alone says the body is over the cap. */
export function declaredTooLarge(req: IncomingMessage): boolean {
  const declared = Number(req.headers['content-length'] ?? 0);
  return !Number.isFinite(declared) || declared > MAX_FORM_BODY_BYTES;
}

/** The body, or null once it is known to be over the cap (by its Content-Length or as it arrives). */
export function readFormBody(req: IncomingMessage): Promise<Buffer | null> {
  if (declaredTooLarge(req)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (body: Buffer | null) => {
      req.off('data', onData).off('end', onEnd).off('error', reject);
      if (!body) req.pause();
      resolve(body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BODY_BYTES) stop(null);
      else chunks.push(chunk);
    };
    const onEnd = () => stop(Buffer.concat(chunks, size));
    req.on('data', onData).on('end', onEnd).on('error', reject);
  });
}

/** A form page's post: its body (`req.body`, which the adapter reads instead of the stream) to Astro, or 413. */
export async function formPost(req: IncomingMessage, res: ServerResponse, toAstro: () => void) {
  let body: Buffer | null;
  try {
    body = await readFormBody(req);
  } catch {
    return void req.destroy(); // the client went away mid-body: nobody to answer
  }
  if (body) {
    Object.assign(req, { body });
    return toAstro();
  }
  // Over the cap: not a byte more is kept. The rest flows to nowhere until it ends (the connection
  // then serves its next request) or LINGER_MS has passed (the connection is cut).
  answer(res, 413);
  const cut = setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  const lingered = () => clearTimeout(cut);
  req.once('end', lingered).once('close', lingered).resume();
}
