import { describe, expect, it } from 'vitest';
import {
  MAX_AMOUNT_IN_WORDS,
  amountInWords,
  numberInWords,
  receiptAmountInWords,
} from './amount-in-words';

describe('numberInWords: standard Vietnamese reading', () => {
  it.each([
    [0, 'Không'],
    [1, 'Một'],
    [5, 'Năm'],
    [9, 'Chín'],
    [10, 'Mười'],
    [11, 'Mười một'],
    [14, 'Mười bốn'],
    [15, 'Mười lăm'],
    [20, 'Hai mươi'],
    [21, 'Hai mươi mốt'],
    [24, 'Hai mươi bốn'],
    [25, 'Hai mươi lăm'],
    [55, 'Năm mươi lăm'],
    [99, 'Chín mươi chín'],
    [100, 'Một trăm'],
    [101, 'Một trăm linh một'],
    [105, 'Một trăm linh năm'],
    [110, 'Một trăm mười'],
    [111, 'Một trăm mười một'],
    [115, 'Một trăm mười lăm'],
    [121, 'Một trăm hai mươi mốt'],
    [1_000, 'Một nghìn'],
    [1_005, 'Một nghìn không trăm linh năm'],
    [1_010, 'Một nghìn không trăm mười'],
    [1_021, 'Một nghìn không trăm hai mươi mốt'],
    [15_000, 'Mười lăm nghìn'],
    [105_000, 'Một trăm linh năm nghìn'],
    [1_000_005, 'Một triệu không trăm linh năm'],
    [1_021_000, 'Một triệu không trăm hai mươi mốt nghìn'],
    [1_250_000, 'Một triệu hai trăm năm mươi nghìn'],
    [2_000_500, 'Hai triệu năm trăm'],
    [
      999_999_999,
      'Chín trăm chín mươi chín triệu chín trăm chín mươi chín nghìn chín trăm chín mươi chín',
    ],
    [1_000_000_000, 'Một tỷ'],
    [1_005_000_000, 'Một tỷ không trăm linh năm triệu'],
    [1_000_000_021, 'Một tỷ không trăm hai mươi mốt'],
    [25_300_000_000, 'Hai mươi lăm tỷ ba trăm triệu'],
    [1_000_000_000_000, 'Một nghìn tỷ'],
    [
      123_456_789_012,
      'Một trăm hai mươi ba tỷ bốn trăm năm mươi sáu triệu bảy trăm tám mươi chín nghìn không trăm mười hai',
    ],
    [999_000_000_001, 'Chín trăm chín mươi chín tỷ không trăm linh một'],
  ])('%i → %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('reads a zero ten as lẻ when asked', () => {
    expect(numberInWords(105_000, { zeroTens: 'lẻ' })).toBe('Một trăm lẻ năm nghìn');
    expect(numberInWords(1_000_008, { zeroTens: 'lẻ' })).toBe('Một triệu không trăm lẻ tám');
  });

  it('refuses what it cannot read', () => {
    for (const n of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_AMOUNT_IN_WORDS + 1]) {
      expect(() => numberInWords(n)).toThrow(RangeError);
    }
  });
});

describe('amounts of đồng', () => {
  it('names the currency', () => {
    expect(amountInWords(105_000)).toBe('Một trăm linh năm nghìn đồng');
    expect(amountInWords(1_021_000)).toBe('Một triệu không trăm hai mươi mốt nghìn đồng');
    expect(amountInWords(0)).toBe('Không đồng');
  });

  it('a receipt says the whole amount is exact (chẵn)', () => {
    expect(receiptAmountInWords(1_250_000)).toBe('Một triệu hai trăm năm mươi nghìn đồng chẵn');
  });
});
