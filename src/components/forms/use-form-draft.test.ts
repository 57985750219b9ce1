import { describe, expect, it } from 'vitest';
import { mergeDraft } from './use-form-draft';

const empty = { name: '', agree: false, source: { online: [] as string[], other: '' } };

describe('mergeDraft', () => {
  it('puts back kept values in the form shape, nested ones included', () => {
    expect(
      mergeDraft(empty, { name: 'Chan', agree: true, source: { online: ['web'], other: 'x' } }),
    ).toEqual({ name: 'Chan', agree: true, source: { online: ['web'], other: 'x' } });
  });

  it('drops unknown keys and values of another type (a draft from an older page)', () => {
    expect(
      mergeDraft(empty, { name: 42, token: 'secret', source: { online: 'web', extra: 1 } }),
    ).toEqual(empty);
  });

  it('ignores anything that is not an object', () => {
    expect(mergeDraft(empty, 'junk')).toEqual(empty);
    expect(mergeDraft(empty, [1, 2])).toEqual(empty);
  });
});
