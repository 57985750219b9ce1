import { describe, expect, it } from 'vitest';
import enUS from '../../messages/en-US.json';
import zhHK from '../../messages/zh-HK.json';
import { fillPlain } from './use-plain-messages.client';

/** What client components read with usePlainMessages: placeholders only, nothing the ICU parser would change. */
const plainPaths = [
  'LanguageSwitch',
  'Error',
  'Carousel',
  'StoreAddress.view',
  'StoreAddress.map',
  'StoreAddress.status',
  'StoreAddress.directions',
  // Form pages and the instalment planner (clientMessages and the pages' own providers).
  'Forms',
  'SmeLoanPage',
  'SmeApplication',
  'OwnerLoan',
  'PropertyValuation',
  'AccountDeleteForm',
  'CreditReportFlow',
  'InstalmentPlanner',
  'Tester',
];

const leaves = (node: unknown, path: string): Array<[string, unknown]> =>
  node && typeof node === 'object'
    ? Object.entries(node).flatMap(([key, child]) => leaves(child, `${path}.${key}`))
    : [[path, node]];
const at = (messages: object, path: string) =>
  path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);

describe('fillPlain', () => {
  it('puts each value in its placeholder and leaves unknown ones', () => {
    expect(fillPlain('Page not found: {path}', { path: '/x?y=1' })).toBe('Page not found: /x?y=1');
    expect(fillPlain('Slide {index} of {count}', { index: 2, count: 3 })).toBe('Slide 2 of 3');
    expect(fillPlain('{missing} stays')).toBe('{missing} stays');
  });

  it('is only used on messages with nothing but {name} placeholders (no plural, select, tags or ICU quoting)', () => {
    for (const messages of [zhHK, enUS])
      for (const path of plainPaths)
        for (const [key, message] of leaves(at(messages, path), path)) {
          expect(typeof message, key).toBe('string');
          // Tags, quoted syntax ('{, '', …) and {arg, plural|select|number …} would read differently in ICU.
          expect(message, key).not.toMatch(/<|'[{}#|']|\{[^}]*,/);
        }
  });
});
