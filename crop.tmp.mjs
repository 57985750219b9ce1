import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [file, y, h, out] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 390, height: Number(h) } });
const data = readFileSync(file).toString('base64');
await page.setContent(
  `<body style="margin:0"><img style="display:block;margin-top:-${y}px" src="data:image/png;base64,${data}"></body>`,
);
await page.screenshot({ path: out });
await browser.close();
