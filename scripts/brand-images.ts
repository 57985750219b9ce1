// `npm run brand:images`: draws the default link-preview pictures (1200×630) of each brand,
// public/og/default-<locale>.png (Konew, the card) and public/og/kcash-<locale>.png (KCash, the SME
// lender's pages), then the SVG files (scripts/brand/svg.ts: the marks of src/config/brands.ts and
// the card's face) and the site icons (scripts/brand/site-icons.ts: favicon set, app icons, manifest).
// Text comes from src/config/site.ts and messages/*, so re-run after changing the brand, licence or warning.
// Needs the Noto Sans CJK fonts (Debian fonts-noto-cjk) at run time only; the PNGs are committed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import enUS from '../messages/en-US.json' with { type: 'json' };
import zhHK from '../messages/zh-HK.json' with { type: 'json' };
import { brandMarkSvg, brands, type Brand } from '../src/config/brands';
import { cardArtSvg } from './brand/card-art';
import { writeSiteIcons } from './brand/site-icons';
import { publicDir, writeSvgs } from './brand/svg';
import { optimiseSvg } from './brand/svgo-config';
import { locales, type AppLocale } from '../src/config/locales';
import { site } from '../src/config/site';

const messages = { 'zh-HK': zhHK, 'en-US': enUS } satisfies Record<AppLocale, unknown>;
const font = `'Noto Sans CJK HK', 'Noto Sans CJK TC', 'Noto Sans', sans-serif`;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One line of text at a baseline. */
function text(x: number, y: number, size: number, fill: string, value: string, weight = 700) {
  return `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escape(value)}</text>`;
}

/** The card's face (scripts/brand/card-art.ts), tilted, on the card's picture. */
const card = () => `<g transform="translate(915 190) rotate(-10)">
    <rect x="-157" y="-88" width="330" height="208" rx="22" fill="#2b0e03" opacity="0.35"/>
    ${optimiseSvg(cardArtSvg()).replace(/ width="\d+" height="\d+"/, ' x="-165" y="-104" width="330" height="208"')}
  </g>`;

/** A stack of gold coins and a rising line, on the SME lender's picture. */
const coins = () => {
  const coin = (y: number) =>
    `<rect x="-110" y="${y}" width="220" height="30" fill="#c98a0c"/><ellipse cx="0" cy="${y + 30}" rx="110" ry="30" fill="#c98a0c"/><ellipse cx="0" cy="${y}" rx="110" ry="30" fill="#f5b82e"/><ellipse cx="0" cy="${y}" rx="76" ry="19" fill="none" stroke="#c98a0c" stroke-width="6"/>`;
  return `<g transform="translate(930 150)">
    ${[200, 160, 120, 80].map(coin).join('')}
    <path d="M-150 40 -60 -30 0 0 110 -90" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M78 -100h48v48z" fill="#ffffff"/>
  </g>`;
};

function svg(locale: AppLocale, which: Brand): string {
  const { Footer, Home, SmeLoanPage } = messages[locale];
  const brand = brands[which].colours;
  const tagline =
    which === 'kcash'
      ? SmeLoanPage.shareTagline
          .replace('{brand}', site.smeBrand[locale])
          .replace('{days}', String(site.sme.approvalWorkingDays))
      : Home.hero.title;
  const licence = `${Footer.licenceLabel} ${site.moneyLenderLicenceNo}`;
  const hotline = Footer.complaintsHotline.replace('{phone}', site.complaintsHotline);
  // The licensed name is as large as the brand name (Money Lenders Ordinance: no less prominent).
  const nameSize = locale === 'zh-HK' ? 76 : 64;
  const warningSize = locale === 'zh-HK' ? 32 : 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${brand[700]}"/>
      <stop offset="1" stop-color="${brand[600]}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1090" cy="90" r="260" fill="${brand[100]}" opacity="0.12"/>
  <circle cx="1160" cy="470" r="150" fill="${brand[50]}" opacity="0.08"/>
  ${which === 'kcash' ? coins() : card()}
  <rect x="74" y="58" width="100" height="100" rx="24" fill="#ffffff"/>
  <g transform="translate(80 64) scale(1.375)">${brandMarkSvg(which).replace(/^<svg[^>]*>|<\/svg>\n$/g, '')}</g>
  ${text(80, 286, nameSize, '#ffffff', brands[which].name[locale])}
  ${text(80, 286 + nameSize + 22, nameSize, '#ffffff', site.licensedName[locale])}
  ${text(80, 462, 34, brand[50], tagline, 400)}
  <rect y="508" width="1200" height="122" fill="#ffffff"/>
  ${text(80, 558, warningSize, brand[900], Footer.riskWarning)}
  ${text(80, 600, 22, '#1e293b', `${licence}　${hotline}`, 400)}
</svg>`;
}

const outDir = path.resolve(import.meta.dirname, '../public/og');
mkdirSync(outDir, { recursive: true });
for (const [which, locale] of (['konew', 'kcash'] as const).flatMap((b) =>
  locales.map((l) => [b, l] as const),
)) {
  const file = path.join(outDir, `${which === 'kcash' ? 'kcash' : 'default'}-${locale}.png`);
  const info = await sharp(Buffer.from(svg(locale, which)))
    .png({ palette: true, colours: 256, dither: 0.6, compressionLevel: 9 })
    .toFile(file);
  console.log(
    `${path.relative(process.cwd(), file)}: ${info.width}×${info.height}, ${info.size} bytes`,
  );
}

// The SVG files (marks, card face) through svgo, then the favicon set, app icons and manifest.
for (const name of writeSvgs()) console.log(`public/${name}`);
for (const name of await writeSiteIcons(publicDir)) console.log(`public/${name}`);
