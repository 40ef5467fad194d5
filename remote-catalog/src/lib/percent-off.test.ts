import { percentOff } from './percent-off';

describe('percentOff', () => {
  it('gives the saving in whole percent, rounded down', () => {
    expect(percentOff(18_900, 21_500)).toBe(12); // 12.09 percent
    expect(percentOff(1_999, 2_999)).toBe(33); // 33.34 percent: never 34
    expect(percentOff(500, 1_000)).toBe(50);
  });

  it('gives nothing without a compare-at price, or a saving under 1 percent', () => {
    expect(percentOff(18_900, null)).toBeNull();
    expect(percentOff(18_900, 18_900)).toBeNull();
    expect(percentOff(9_950, 10_000)).toBeNull();
  });
});
