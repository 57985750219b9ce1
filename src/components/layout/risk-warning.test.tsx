import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { houseStyleSlips } from '@/i18n/house-style';
import { Footer } from './footer';
import { RiskWarning } from './risk-warning';

/** The words of server-rendered markup, each element's text apart. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, '\n')
    .replace(/\n+/g, '\n')
    .trim();

describe('the lender lines in zh-HK', () => {
  it('write the licensed name and the head office in the house style', () => {
    const warning = words(renderToStaticMarkup(<RiskWarning locale="zh-HK" />));
    expect(warning).toContain('放債人名稱：\n示例財務有限公司\n（Sample Finance Limited）');
    const footer = words(renderToStaticMarkup(<Footer locale="zh-HK" />));
    expect(footer).toContain('總辦事處：香港中環示例道 1 號示例大廈 17 樓');
    expect(houseStyleSlips(warning)).toEqual([]);
    expect(houseStyleSlips(footer)).toEqual([]);
  });

  it('keep the English lines in English order', () => {
    const warning = words(renderToStaticMarkup(<RiskWarning locale="en-US" />));
    expect(warning).toContain('Licensed money lender: \nSample Finance Limited');
    const footer = words(renderToStaticMarkup(<Footer locale="en-US" />));
    expect(footer).toContain('Head office: 17/F, Sample Tower');
  });
});
