import { describe, expect, it } from 'vitest';
import { runDrawing, type FeatureSwitches } from './shaping.js';

const shaperFailing = (when: (features: FeatureSwitches | undefined) => boolean) => {
  const tried: (FeatureSwitches | undefined)[] = [];
  const shape = (_text: string, features: FeatureSwitches | undefined) => {
    tried.push(features);
    if (when(features)) throw new TypeError("Cannot read properties of null (reading 'xCoordinate')");
  };
  return { shape, tried };
};

describe('runDrawing', () => {
  it('draws the letters as the font shapes them when it can', () => {
    const { shape, tried } = shaperFailing(() => false);
    expect(runDrawing('ਸਿੰਘ', shape)).toEqual({ inScript: true, text: 'ਸਿੰਘ', features: undefined });
    expect(tried).toEqual([undefined]);
  });

  it('draws the letters without mark positioning when positioning a mark fails', () => {
    const { shape } = shaperFailing((features) => features?.mark !== false);
    const drawing = runDrawing('കൃഷ്ണൻ', shape);
    expect(drawing).toMatchObject({ inScript: true, text: 'കൃഷ്ണൻ' });
    expect(drawing.inScript && drawing.features).toMatchObject({ mark: false, mkmk: false });
  });

  it('writes the run in Latin letters when the font cannot shape it at all', () => {
    const { shape, tried } = shaperFailing(() => true);
    expect(runDrawing('ਸਿੰਘ', shape)).toEqual({ inScript: false, text: 'simgh' });
    expect(runDrawing('കൃഷ്ണൻ', shape)).toEqual({ inScript: false, text: 'krsnn' });
    expect(tried).toHaveLength(4);
  });
});
