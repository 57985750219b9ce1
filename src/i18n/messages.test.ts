import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import enUS from '../../messages/en-US.json';
import zhHK from '../../messages/zh-HK.json';
import { IntlError, IntlErrorCode } from 'use-intl';
import { messageFallback, onMessageError } from './message-errors';
import { messagesFor, messageTextsFor } from './messages-for';
import { englishStyleSlips, mouseOnlyHint } from './english-style';
import { houseStyleSlips } from './house-style';
import { looksSimplified } from './simplified-chinese';
import { messageSampleText } from './testing/message-sample-text';

/** Every key path, array indexes included, so a missing item or section fails too. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Every message whose key ends in `key`, with its path. */
function messagesNamed(value: unknown, key: RegExp, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return key.test(prefix) ? [[prefix, value]] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, child]) =>
    messagesNamed(child, key, prefix ? `${prefix}.${name}` : name),
  );
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(leaves);
}

describe('messages', () => {
  it('zh-HK and en-US have identical keys: none missing on either side', () => {
    const chinese = new Set(keyPaths(zhHK));
    const english = new Set(keyPaths(enUS));
    expect(
      keyPaths(enUS).filter((key) => !chinese.has(key)),
      'missing in zh-HK',
    ).toEqual([]);
    expect(
      keyPaths(zhHK).filter((key) => !english.has(key)),
      'missing in en-US',
    ).toEqual([]);
  });

  it('gives each locale its own file, nothing filled in from the other language', () => {
    expect(messageTextsFor('zh-HK')).toBe(zhHK);
    expect(messageTextsFor('en-US')).toBe(enUS);
    // As use-intl reads them: the same keys, each text compiled.
    expect(Object.keys(messagesFor('zh-HK'))).toEqual(Object.keys(zhHK));
    expect(messagesFor('en-US').Forms.optional).toBe(enUS.Forms.optional);
    expect(Array.isArray(messagesFor('en-US').Site.title as unknown)).toBe(true);
  });

  it('fails on a missing message outside production and shows nothing raw', () => {
    const missing = new IntlError(IntlErrorCode.MISSING_MESSAGE, 'Forms.nothing');
    expect(() => onMessageError(missing)).toThrow(missing);
    expect(() => onMessageError(missing, true)).toThrow(missing);
    expect(messageFallback()).toBe('');
  });

  it('holds only messages in groups, no lists: each is read one by one with t()', () => {
    const lists = (value: unknown, path = ''): string[] =>
      Array.isArray(value)
        ? [path]
        : value !== null && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, child]) => lists(child, `${path}.${key}`))
          : [];
    expect([...lists(zhHK, 'zh-HK'), ...lists(enUS, 'en-US')]).toEqual([]);
  });

  it('has only messages that compile as ICU', () => {
    for (const text of [...leaves(zhHK), ...leaves(enUS)]) {
      expect(() => compile(text), text).not.toThrow();
    }
  });

  it('has no empty message', () => {
    for (const text of [...leaves(zhHK), ...leaves(enUS)]) expect(text.trim()).not.toBe('');
  });

  it('writes Chinese in Traditional characters, not Simplified', () => {
    const offenders = leaves(zhHK).filter(looksSimplified);
    expect(offenders).toEqual([]);
  });

  it('writes Chinese in the one house style (house-style.ts): 您, 賬戶, 這裏, "分 3 期"', () => {
    const slips = leaves(zhHK)
      .map((message) => messageSampleText(message))
      .flatMap((text) => houseStyleSlips(text).map((slip) => `${slip}: ${text}`));
    expect(slips).toEqual([]);
  });

  it('writes English in the one house style (english-style.ts): instalments, "in as little as"', () => {
    const slips = leaves(enUS)
      .map((message) => messageSampleText(message))
      .flatMap((text) => englishStyleSlips(text).map((slip) => `${slip}: ${text}`));
    expect(slips).toEqual([]);
    expect(leaves(zhHK).filter(mouseOnlyHint)).toEqual([]);
  });

  it('keeps page descriptions short enough for a search result (en-US 160 characters, zh-HK 80)', () => {
    // An argument (a brand, a count) stands in at 10 characters.
    const longerThan = (messages: object, limit: number) =>
      messagesNamed(messages, /[dD]escription$/)
        .filter(([, text]) => text.replace(/\{[^}]+\}/g, 'x'.repeat(10)).length > limit)
        .map(([path]) => path);
    expect([...longerThan(enUS, 160), ...longerThan(zhHK, 80)]).toEqual([]);
  });
});
