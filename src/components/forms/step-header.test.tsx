import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'use-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/i18n/messages-for';
import { StepHeader } from './step-header.client';

const rendered = (current: number) =>
  renderToStaticMarkup(
    <IntlProvider locale="en-US" messages={messagesFor('en-US')} timeZone="Asia/Hong_Kong">
      <StepHeader steps={['One', 'Two', 'Three', 'Four']} current={current} />
    </IntlProvider>,
  );

describe('StepHeader', () => {
  it('shows progress without a style attribute (Astro’s CSP allows no inline styles)', () => {
    const html = rendered(1);
    expect(html).not.toContain('style=');
    expect(html).toMatch(/<progress[^>]*max="4"[^>]*value="2"|<progress[^>]*value="2"[^>]*max="4"/);
    expect(html).toContain('Step 2 of 4');
  });
});
