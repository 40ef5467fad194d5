/**
 * Text split into runs by the Indian script each is written in, for an invoice to draw each run in a
 * font that has its letters: a shopper's name and address are written as the shopper typed them.
 */
import { createRequire } from 'node:module';

/** The scripts of India's scheduled languages with a Unicode block of their own. */
export const INDIAN_SCRIPTS = [
  { script: 'devanagari', from: 0x0900, to: 0x097f },
  { script: 'bengali', from: 0x0980, to: 0x09ff },
  { script: 'gurmukhi', from: 0x0a00, to: 0x0a7f },
  { script: 'gujarati', from: 0x0a80, to: 0x0aff },
  { script: 'oriya', from: 0x0b00, to: 0x0b7f },
  { script: 'tamil', from: 0x0b80, to: 0x0bff },
  { script: 'telugu', from: 0x0c00, to: 0x0c7f },
  { script: 'kannada', from: 0x0c80, to: 0x0cff },
  { script: 'malayalam', from: 0x0d00, to: 0x0d7f },
] as const;

export type IndianScript = (typeof INDIAN_SCRIPTS)[number]['script'];

export interface ScriptRun {
  text: string;
  /** undefined for text in none of them (Latin letters, digits, punctuation). */
  script: IndianScript | undefined;
}

/** Signs every one of these scripts writes with: the dandas, Vedic accents, the joiners, the dotted circle. */
const SHARED_SIGNS = new Set(['\u0951', '\u0952', '\u0964', '\u0965', '\u200c', '\u200d', '\u25cc']);

function scriptOf(character: string): IndianScript | undefined {
  const code = character.codePointAt(0)!;
  return INDIAN_SCRIPTS.find(({ from, to }) => code >= from && code <= to)?.script;
}

/** `text` as runs of one script each; a shared sign belongs to the run it follows. */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const character of text) {
    const last = runs.at(-1);
    const script = last?.script && SHARED_SIGNS.has(character) ? last.script : scriptOf(character);
    if (last && last.script === script) last.text += character;
    else runs.push({ text: character, script });
  }
  return runs;
}

const require = createRequire(import.meta.url);

/**
 * The Noto Sans file with the letters of `script`, or with the Latin letters drawn to go beside them
 * (the same design and line metrics, so the two share a baseline). pdfkit embeds only the glyphs used.
 */
export function notoSansFile(family: IndianScript, letters: IndianScript | 'latin'): string {
  return require.resolve(
    `@fontsource/noto-sans-${family}/files/noto-sans-${family}-${letters}-400-normal.woff`,
  );
}
