import { describe, expect, it } from 'vitest';
import { houseStyleSlips } from './house-style';

describe('houseStyleSlips', () => {
  it('names each form the house style writes otherwise', () => {
    expect(houseStyleSlips('管理你的帳戶')).toEqual(['你 → 您', '帳 → 賬']);
    expect(houseStyleSlips('在哪裡查看結單周期？')).toEqual(['裡 → 裏', '周 → 週']);
  });

  it('passes the house forms and the words where the other form is the only one', () => {
    expect(houseStyleSlips('管理您的賬戶，在這裏查看結單週期、週轉及熱線')).toEqual([]);
    expect(houseStyleSlips('露營帳篷、蚊帳、周年紀念、四周')).toEqual([]);
  });

  it('wants a space between Chinese and Latin letters or numerals', () => {
    expect(houseStyleSlips('使用Konew 卡分3期')).toEqual([
      '用K → 用 K',
      '分3 → 分 3',
      '3期 → 3 期',
    ]);
    expect(houseStyleSlips('用 Konew 卡，分 3、4 或 5 期，簽賬 HK$10,000，長達 46 日')).toEqual([]);
  });

  it('keeps a date written the Chinese way together', () => {
    expect(houseStyleSlips('於2026年11月27日前，或11月30日')).toEqual([]);
    expect(houseStyleSlips('長達46日')).toEqual(['達4 → 達 4', '6日 → 6 日']);
  });

  it('wants full-width marks after Chinese', () => {
    expect(houseStyleSlips('放債人名稱: 示例財務有限公司 (Sample)')).toEqual([
      '稱: → 稱：',
      '司 ( → 司（',
    ]);
    expect(houseStyleSlips('放債人名稱：示例財務有限公司（Sample）；Konew 卡，OK')).toEqual([]);
  });

  it('joins two times with 至, as the prose does', () => {
    expect(houseStyleSlips('星期一至五：09:00–19:00；星期六：9:00-13:00')).toEqual([
      '09:00–19:00 → 09:00 至 19:00',
      '9:00-13:00 → 9:00 至 13:00',
    ]);
    expect(houseStyleSlips('星期一至五：09:00 至 19:00')).toEqual([]);
  });

  it('writes money as HK$ and a count of days with 日, the Ordinance quoted as enacted', () => {
    expect(houseStyleSlips('簽賬港幣 10,000，長達 46 天免息')).toEqual([
      '港幣 → HK$',
      '46 天 → 46 日',
    ]);
    expect(houseStyleSlips('簽賬 HK$10,000，長達 46 日免息，3 個工作天，今天')).toEqual([]);
    expect(houseStyleSlips('第 18 條：借款人在協議作出後的 7 天內簽署')).toEqual([]);
  });

  it('writes a rate as 10.59% and a date the Chinese way', () => {
    expect(houseStyleSlips('實際年利率 10.59 %，月息 0.45 厘，2027/1/5 截止')).toEqual([
      '10.59 % → 10.59%',
      '0.45 厘 → 0.45%',
      '2027/1/5 → 年月日',
    ]);
    expect(houseStyleSlips('實際年利率 10.59%（實際年利率），2027年1月5日截止')).toEqual([]);
  });
});
