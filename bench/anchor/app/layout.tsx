import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './anchor.css';

export const metadata: Metadata = {
  title: '基準頁',
  description: '一個只有伺服器元件的 App Router 頁面，用作效能比較的下限。',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-Hant-HK">
      <body>{children}</body>
    </html>
  );
}
