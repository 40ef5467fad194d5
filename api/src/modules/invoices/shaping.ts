/**
 * What an invoice draws for a run of an Indian script, so that it is drawn for any name a shopper can
 * type: the letters as the font shapes them; when the shaper fails on them (fontkit threw on the NULL
 * anchors of Noto Sans Gurmukhi, Malayalam and Telugu until patched, `patches/fontkit@2.0.4.patch`),
 * the letters without the mark positioning that failed; and when even that fails, the run in Latin
 * letters, transliterated, rather than no invoice at all.
 */
import anyAscii from 'any-ascii';

/** Features fontkit takes as an object too, `false` turning one off: the GPOS ones that place marks. */
export type FeatureSwitches = Readonly<Record<string, boolean>>;

const withoutMarkPositioning: FeatureSwitches = {
  mark: false,
  mkmk: false,
  abvm: false,
  blwm: false,
  dist: false,
};

export type RunDrawing =
  { inScript: true; text: string; features: FeatureSwitches | undefined } | { inScript: false; text: string };

/** `shape` lays `text` out in the run's font with `features`, and throws when it cannot. */
export function runDrawing(
  text: string,
  shape: (text: string, features: FeatureSwitches | undefined) => unknown,
): RunDrawing {
  for (const features of [undefined, withoutMarkPositioning]) {
    try {
      shape(text, features);
      return { inScript: true, text, features };
    } catch {
      // The next, plainer way is tried.
    }
  }
  return { inScript: false, text: anyAscii(text) };
}
