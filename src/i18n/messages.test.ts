import { describe, expect, it } from 'vitest';
import enUS from '../../messages/en-US.json';
import zhHK from '../../messages/zh-HK.json';
import { looksSimplified } from './simplified-chinese';

/** Every key path, array indexes included, so a missing item or section fails too. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(leaves);
}

describe('messages', () => {
  it('zh-HK and en-US have identical keys', () => {
    expect(keyPaths(zhHK).sort()).toEqual(keyPaths(enUS).sort());
  });

  it('has no empty message', () => {
    for (const text of [...leaves(zhHK), ...leaves(enUS)]) expect(text.trim()).not.toBe('');
  });

  it('writes Chinese in Traditional characters, not Simplified', () => {
    const offenders = leaves(zhHK).filter(looksSimplified);
    expect(offenders).toEqual([]);
  });
});
