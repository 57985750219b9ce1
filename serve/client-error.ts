// Requests Node's HTTP parser refuses never reach serve/server.ts's handler: it answers them here,
// with the security headers, instead of Node's bare status line.
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
