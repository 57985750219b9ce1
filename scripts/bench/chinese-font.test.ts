import { describe, expect, it } from 'vitest';
import { chineseFontWarning } from './chinese-font.ts';

describe('chineseFontWarning', () => {
  it('says nothing when the host has a Hong Kong Chinese font', () => {
    expect(chineseFontWarning('Noto Sans CJK HK,Noto Sans CJK HK Regular\n')).toBeUndefined();
  });

  it('warns, and names the package to install, when fc-list finds none or is missing', () => {
    for (const output of ['', '  \n', null]) {
      expect(chineseFontWarning(output)).toMatch(/no Hong Kong Chinese font.*fonts-noto-cjk/);
    }
  });
});
