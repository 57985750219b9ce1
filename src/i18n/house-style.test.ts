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
});
