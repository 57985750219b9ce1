import { describe, expect, it } from 'vitest';
import { clientErrorAnswer } from './client-error';

const parseError = (code: string, raw = '') =>
  Object.assign(new Error(code), { code, rawPacket: Buffer.from(raw, 'latin1') });

describe('clientErrorAnswer', () => {
  it('answers a method the parser does not know with 405 and the Allow of its path', () => {
    const page = clientErrorAnswer(parseError('HPE_INVALID_METHOD', 'TRACK /faq HTTP/1.1\r\n'));
    expect(page).toMatch(/^HTTP\/1\.1 405 /);
    expect(page).toContain('\r\nAllow: GET, HEAD\r\n');
    expect(page).toContain('\r\nX-Content-Type-Options: nosniff\r\n');
    const api = clientErrorAnswer(parseError('HPE_INVALID_METHOD', 'BREW /api/v2/x?y HTTP/1.1'));
    expect(api).toContain('\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n');
  });

  it('answers oversized headers 431 and other parse errors 400', () => {
    expect(clientErrorAnswer(parseError('HPE_HEADER_OVERFLOW'))).toMatch(/^HTTP\/1\.1 431 /);
    expect(clientErrorAnswer(parseError('HPE_INVALID_URL'))).toMatch(/^HTTP\/1\.1 400 /);
  });
});
