import { describe, expect, it } from 'vitest';
import { checkJsonContentType, MAX_BODY_BYTES, readJsonObject } from './request-guards';
import { codeOf, post, site } from './testing/guard-request';

describe('checkJsonContentType', () => {
  it.each([
    ['application/json', null],
    ['application/json; charset=utf-8', null],
    ['text/plain', '415 unsupported_media_type'],
    ['application/x-www-form-urlencoded', '415 unsupported_media_type'],
    ['multipart/form-data; boundary=x', '415 unsupported_media_type'],
  ])('%s → %s', async (type, expected) => {
    expect(await codeOf(() => checkJsonContentType(post({ 'content-type': type })))).toBe(expected);
  });

  it('refuses a request without a content type', async () => {
    expect(await codeOf(() => checkJsonContentType(new Request(site, { method: 'POST' })))).toBe(
      '415 unsupported_media_type',
    );
  });
});

describe('readJsonObject', () => {
  const big = JSON.stringify({ text: 'x'.repeat(MAX_BODY_BYTES) });

  it('refuses a body over the cap by its Content-Length before reading it', async () => {
    expect(
      await codeOf(() => readJsonObject(post({ 'content-length': String(big.length) }, big))),
    ).toBe('413 payload_too_large');
  });

  it('refuses a streamed body over the cap that declares no length', async () => {
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const request = new Request(site, {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await codeOf(() => readJsonObject(request))).toBe('413 payload_too_large');
  });

  it.each([
    ['{"a":', '400 invalid_json'],
    ['', '400 invalid_json'],
    ['[1,2]', '422 validation_failed'],
    ['"text"', '422 validation_failed'],
  ])('%j → %s', async (body, expected) => {
    expect(await codeOf(() => readJsonObject(post({}, body)))).toBe(expected);
  });

  it('returns the object of a body under the cap', async () => {
    expect(await readJsonObject(post({}, '{"name":"陳大文"}'))).toEqual({ name: '陳大文' });
  });
});
