import { describe, expect, it } from 'vitest';
import enUS from '../../../messages/en-US.json';
import zhHK from '../../../messages/zh-HK.json';
import { globalErrorCopy } from './global-error-copy';

describe('globalErrorCopy', () => {
  it('says what the Error messages say, in both languages', () => {
    for (const [locale, messages] of [
      ['zh-HK', zhHK],
      ['en-US', enUS],
    ] as const) {
      const copy = globalErrorCopy[locale];
      for (const key of Object.keys(copy) as Array<keyof typeof copy>)
        expect(copy[key]).toBe(messages.Error[key]);
    }
  });
});
