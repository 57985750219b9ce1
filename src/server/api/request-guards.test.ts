import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import {
  checkJsonContentType,
  checkOrigin,
  MAX_BODY_BYTES,
  readJsonObject,
} from './request-guards';

const site = 'https://www.example.com';
const post = (headers: Record<string, string>, body?: BodyInit) =>
  new Request(`${site}/api/v2/x`, { method: 'POST', headers, body });
const codeOf = async (work: () => unknown) => {
  try {
    await work();
    return null;
  } catch (error) {
    return error instanceof ApiError ? `${error.status} ${error.code}` : String(error);
  }
};

describe('checkOrigin', () => {
  it.each([
    [{ origin: 'https://evil.example' }, '403 forbidden_origin'],
    [{ origin: 'null' }, '403 forbidden_origin'],
    [{ origin: 'http://www.example.com' }, '403 forbidden_origin'],
    [{ origin: site, 'sec-fetch-site': 'cross-site' }, '403 forbidden_origin'],
    [{ 'sec-fetch-site': 'cross-site' }, '403 forbidden_origin'],
    [{ origin: site, 'sec-fetch-site': 'same-origin' }, null],
    [{}, null],
    [{ origin: 'https://shop.example.com' }, null],
    [{ origin: 'http://localhost:3100', host: 'localhost:3100' }, '403 forbidden_origin'],
    [{ origin: 'https://evil.example', host: 'evil.example' }, '403 forbidden_origin'],
    [{ origin: 'https://evil.example', host: 'www.example.com' }, '403 forbidden_origin'],
    [{ origin: 'null', host: 'null' }, '403 forbidden_origin'],
  ])('%o → %s', async (headers, expected) => {
    expect(
      await codeOf(() => checkOrigin(post(headers), [site, 'https://shop.example.com/'])),
    ).toBe(expected);
  });
});

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
