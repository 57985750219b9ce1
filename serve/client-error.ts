// Requests Node's HTTP parser refuses never reach serve/server.ts's handler: it answers them here,
// with the security headers, instead of Node's bare status line.
import type { Server } from 'node:http';
import { rawAnswer } from './answers.ts';
import { allowedMethods } from './request-rules.ts';

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

/** Answers what never reaches the handler: parser refusals (clientErrorAnswer) and CONNECT (405). */
export function answerParserRefusals(server: Server): void {
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
