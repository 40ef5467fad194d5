import { dutiesNotice } from './import-duties';

describe('dutiesNotice', () => {
  it("names the destination country and says the duties are not in the order's total", () => {
    expect(dutiesNotice('United Kingdom')).toBe(
      "Import duties and taxes of the United Kingdom may be collected by the courier on delivery; they are not part of this order's total.",
    );
    expect(dutiesNotice('United States')).toBe(
      "Import duties and taxes of the United States may be collected by the courier on delivery; they are not part of this order's total.",
    );
  });

  it('says nothing for a parcel within India', () => {
    expect(dutiesNotice('India')).toBeNull();
  });
});
