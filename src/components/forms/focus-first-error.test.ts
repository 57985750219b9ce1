import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { firstError, setServerErrors } from './focus-first-error';

type Values = { name: string; address: { district: string }; email: string };

function form() {
  return createFormControl<Values>({
    defaultValues: { name: '', address: { district: '' }, email: '' },
  }).formControl;
}

describe('server errors on a form', () => {
  it('marks each refused field with its code, and the first in page order is found', () => {
    const f = form();
    setServerErrors(f, { email: 'invalid_email', name: 'required' });
    expect(f.getFieldState('email').error).toMatchObject({
      type: 'server',
      message: 'invalid_email',
    });
    expect(f.getFieldState('name').error?.message).toBe('required');
    expect(firstError(['name', 'address.district', 'email'], f)).toBe('name');
  });

  it('maps an API path to the field that shows it', () => {
    const f = form();
    setServerErrors(f, { district_code: 'required' }, (path) =>
      path === 'district_code' ? 'address.district' : path,
    );
    expect(f.getFieldState('address.district').error?.message).toBe('required');
    expect(firstError(['name', 'address.district', 'email'], f)).toBe('address.district');
  });

  it('finds nothing when the server refused nothing', () => {
    const f = form();
    setServerErrors(f, {});
    expect(firstError(['name', 'email'], f)).toBeNull();
  });
});
