import { describe, expect, it } from 'vitest';
import { summaryLabel } from './error-summary-items';

describe('summaryLabel: a field as the error summary names it, before a colon', () => {
  it('drops the full stop of a label that is a sentence (「…報告。：請…」 read badly)', () => {
    expect(summaryLabel('本人已細閱並同意以上條款。')).toBe('本人已細閱並同意以上條款');
    expect(summaryLabel('I agree to the terms.')).toBe('I agree to the terms');
  });

  it('keeps other labels as they are, and cuts a long one at 80 characters', () => {
    expect(summaryLabel('流動電話號碼')).toBe('流動電話號碼');
    const long = summaryLabel(`${'word '.repeat(30)}end.`);
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });
});
