// What serve/server.ts's handler never sees: requests Node's HTTP parser refuses, CONNECT, and the
// `Expect: 100-continue` question. Each is answered here with the security headers, instead of
// Node's bare status line or a dropped connection.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { answer, rawAnswer } from './answers.ts';
import { declaredTooLarge } from './form-body.ts';
import { allowedMethods, isFormPage } from './request-rules.ts';

type ParseError = Error & { code?: string; rawPacket?: Buffer };

/** The bytes to answer a request the parser refused. */
export function clientErrorAnswer(error: ParseError): string {
  // A method the parser does not know (TRACK, BREW...) is a method this site does not take: 405.
  if (error.code === 'HPE_INVALID_METHOD') {
    const target = /^\S+ (\/\S*)/.exec(error.rawPacket?.toString('latin1') ?? '')?.[1] ?? '/';
    return rawAnswer(405, [`Allow: ${allowedMethods(target.split('?')[0] ?? '/').join(', ')}`]);
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') return rawAnswer(431);
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return rawAnswer(408);
  return rawAnswer(400);
}

/** Adds the server's answers to what never reaches its request handler. */
export function answerBeforeHandler(server: Server) {
  // `Expect: 100-continue`: a form post that says it is over the cap is refused before it is sent.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (req.method === 'POST' && isFormPage(pathname) && declaredTooLarge(req))
      return answer(res, 413, { Connection: 'close' });
    res.writeContinue();
    server.emit('request', req, res);
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorAnswer(error));
  });
  // CONNECT is no method of ours; without this listener Node would drop the connection unanswered.
  server.on('connect', (_req, socket) => {
    socket.end(rawAnswer(405, ['Allow: GET, HEAD']));
  });
}
