import { factRows } from './fact-rows';

const known = {
  heightCm: 30.5,
  widthCm: 18,
  depthCm: 12,
  weightKg: 2.35,
  material: 'Brass',
  finish: 'Antique',
  care: 'Dust with a soft dry cloth.',
  hsnCode: '8306',
};

describe('factRows', () => {
  it('gives the sizes in cm, the weight in kg, then material, finish and care', () => {
    expect(factRows(known)).toEqual([
      { label: 'Height', value: '30.5 cm' },
      { label: 'Width', value: '18 cm' },
      { label: 'Depth', value: '12 cm' },
      { label: 'Weight', value: '2.35 kg' },
      { label: 'Material', value: 'Brass' },
      { label: 'Finish', value: 'Antique' },
      { label: 'Care', value: 'Dust with a soft dry cloth.' },
    ]);
  });

  it('leaves out what the shop has not recorded, and never shows the HSN code', () => {
    const rows = factRows({ ...known, heightCm: null, depthCm: null, finish: null, care: '  ' });
    expect(rows.map((row) => row.label)).toEqual(['Width', 'Weight', 'Material']);
    expect(JSON.stringify(rows)).not.toContain('8306');
  });

  it('keeps a weight of a few grams readable', () => {
    expect(factRows({ ...known, weightKg: 0.125 })).toContainEqual({ label: 'Weight', value: '0.13 kg' });
  });
});
