import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INDIAN_SCRIPTS, notoSansFile, scriptRuns } from './script-runs.js';

describe('scriptRuns', () => {
  it('keeps text in Latin letters as one run in no Indian script', () => {
    expect(scriptRuns('Asha Iyer, 12 Car Street')).toEqual([
      { text: 'Asha Iyer, 12 Car Street', script: undefined },
    ]);
  });

  it('splits an address at each change of script, spaces and digits with the Latin', () => {
    expect(scriptRuns('Flat 4B, மயிலாப்பூர் 12')).toEqual([
      { text: 'Flat 4B, ', script: undefined },
      { text: 'மயிலாப்பூர்', script: 'tamil' },
      { text: ' 12', script: undefined },
    ]);
    expect(scriptRuns('राम ರಾಮ')).toEqual([
      { text: 'राम', script: 'devanagari' },
      { text: ' ', script: undefined },
      { text: 'ರಾಮ', script: 'kannada' },
    ]);
  });

  it('gives the signs the scripts share (a danda, a joiner) to the script they follow', () => {
    expect(scriptRuns('শ্রী\u200dমা।')).toEqual([{ text: 'শ্রী\u200dমা।', script: 'bengali' }]);
    expect(scriptRuns('ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ।')).toEqual([
      { text: 'ਸਤਿ', script: 'gurmukhi' },
      { text: ' ', script: undefined },
      { text: 'ਸ੍ਰੀ', script: 'gurmukhi' },
      { text: ' ', script: undefined },
      { text: 'ਅਕਾਲ।', script: 'gurmukhi' },
    ]);
  });
});

describe('notoSansFile', () => {
  it('finds the letters of every script, and the Latin drawn to go with them', () => {
    for (const { script } of INDIAN_SCRIPTS) {
      expect(existsSync(notoSansFile(script, script)), script).toBe(true);
      expect(existsSync(notoSansFile(script, 'latin')), `${script} latin`).toBe(true);
    }
  });
});
