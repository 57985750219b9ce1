import { describe, expect, it } from 'vitest';
import { answerText, rawAnswer } from './answers';

describe("the server's own plain-text answers", () => {
  it('say what happened in Chinese, then in English, under both locales alike', () => {
    expect(answerText(400)).toBe('400 請求無效 Bad Request');
    for (const status of [400, 405, 408, 431, 503]) {
      const text = answerText(status);
      expect(text).toMatch(new RegExp(`^${status} \\p{Script=Han}+ [A-Z][A-Za-z ]+$`, 'u'));
    }
  });

  it('keep the status line in ASCII and count the body in bytes', () => {
    const answer = rawAnswer(400);
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const [head, body] = answer.split('\r\n\r\n');
    expect(body).toBe('400 請求無效 Bad Request');
    expect(head).toContain(`\r\nContent-Length: ${Buffer.byteLength(body!)}\r\n`);
    expect(head).toContain('\r\nContent-Type: text/plain; charset=utf-8\r\n');
  });
});
