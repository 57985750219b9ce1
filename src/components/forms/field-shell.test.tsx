import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'use-intl';
import { describe, expect, it } from 'vitest';
import type { AppLocale } from '@/config/locales';
import { messagesFor } from '@/i18n/messages-for';
import { Label } from './field-shell.client';

/** The label's words as a visitor reads them, tags left out. */
const labelText = (locale: AppLocale, label: string) =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Hong_Kong">
      <Label htmlFor="field-email" label={label} optional />
    </IntlProvider>,
  ).replace(/<[^>]+>/g, '');

describe('Label of an optional field', () => {
  it('puts the full-width bracket right after a Chinese label, with no space', () => {
    expect(labelText('zh-HK', '電郵地址')).toBe('電郵地址（選填）');
  });

  it('keeps the space before the English bracket', () => {
    expect(labelText('en-US', 'Email address')).toBe('Email address (optional)');
  });
});
