import { describe, expect, it } from 'vitest';
import { compactForm, normalisedText, percentDecoded } from './normalised-text';
import { looksPersonal } from './personal-data';

describe('percentDecoded', () => {
  it('decodes escapes and keeps malformed ones as they came, without throwing', () => {
    expect(percentDecoded('canary%40example.com')).toBe('canary@example.com');
    expect(percentDecoded('%E4%BF%A1')).toBe('信');
    expect(percentDecoded('%')).toBe('%');
    expect(percentDecoded('100%')).toBe('100%');
    expect(percentDecoded('%zz%4')).toBe('%zz%4');
    expect(percentDecoded('%40%E0%A4%41')).toBe('@%E0%A4A');
    expect(percentDecoded('%ED%A0%80')).toBe('%ED%A0%80');
    expect(percentDecoded('%C0%AF')).toBe('%C0%AF');
  });
});

describe('normalisedText', () => {
  it('undoes double escapes, entities, full-width forms, invisible characters and (at)', () => {
    expect(normalisedText('canary%2540example.com')).toBe('canary@example.com');
    expect(normalisedText('canary&#64;example&period;com')).toBe('canary@example.com');
    expect(normalisedText('ｃａｎａｒｙ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('canary@example.com');
    expect(normalisedText('９１２３\u200b４５６７')).toBe('91234567');
    expect(normalisedText('canary [ at ] example (dot) com')).toBe('canary @ example . com');
    expect(normalisedText('％４０')).toBe('@');
  });
});

describe('compactForm', () => {
  it('leaves letters and ASCII digits only, reading digits of any script and number words', () => {
    expect(compactForm(normalisedText('A 123456 (7)'))).toBe('a1234567');
    expect(compactForm('٩١٢٣-٤٥٦٧')).toBe('91234567');
    expect(compactForm('九一二三 四五六七')).toBe('91234567');
    expect(compactForm('Nine one two')).toBe('912');
    expect(compactForm('phone one')).toBe('phone1');
  });
});

describe('looksPersonal on any input', () => {
  it('answers for thousands of random strings of escapes, entities and odd characters', () => {
    const parts = [
      '%',
      '%4',
      '%40',
      '%E0',
      '%A4',
      '%ZZ',
      '&#',
      '&#x40;',
      '\u200b',
      '９',
      'a',
      ' ',
      '(',
      '＠',
    ];
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 3000; i++) {
      const text = Array.from(
        { length: 1 + Math.floor(random() * 40) },
        () => parts[Math.floor(random() * parts.length)],
      ).join('');
      expect(() => looksPersonal(text), text).not.toThrow();
    }
  });
});
