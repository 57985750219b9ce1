'use client';

import { globalErrorCopy } from '@/components/errors/global-error-copy';
import { site } from '@/config/site';
import { telHref } from '@/lib/tel-href';

/** Last resort when the root layout itself fails: no providers are available here. */
export default function GlobalError() {
  const isEnglish = typeof window !== 'undefined' && window.location.pathname.startsWith('/en-US');
  const t = globalErrorCopy[isEnglish ? 'en-US' : 'zh-HK'];
  return (
    <html lang={isEnglish ? 'en-US' : 'zh-HK'}>
      <body
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '20vh 1rem' }}
      >
        <meta name="robots" content="noindex" />
        <p style={{ color: '#b91c1c', fontSize: '3.5rem', fontWeight: 700, margin: 0 }}>500</p>
        <h1 style={{ color: '#b91c1c', fontSize: '1.25rem' }}>{t.serverError}</h1>
        <p>{t.serverErrorHelp}</p>
        <p>
          {t.hotline}{' '}
          <a href={telHref(site.customerServiceHotline)}>{site.customerServiceHotline}</a>
        </p>
        <a href={isEnglish ? '/en-US' : '/'}>{t.backHome}</a>
      </body>
    </html>
  );
}
