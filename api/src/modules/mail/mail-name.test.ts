import LinkifyIt from 'linkify-it';
import tlds from 'tlds';
import { describe, expect, it } from 'vitest';
import { MAIL_NAME_MAX_LENGTH, mailName } from './mail-name.js';

/** A link finder as eager as the keenest mail client: every top-level domain, bare domains and emails. */
const linkify = new LinkifyIt().tlds(tlds, true).set({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true });

describe('a name as mail writes it', () => {
  it.each([
    'Visit evil.com',
    'http://evil.example/claim?prize=1',
    'WWW.PRIZE.IN',
    'win@prizes.in',
    'Asha paytm-refund.co',
    'mailto:win@evil.io',
    'evil.xyz\u202Ecom.in',
    '192.168.1.1',
  ])('holds no link that a mail client would make of %j', (name) => {
    expect(linkify.test(name)).toBe(true);
    expect(linkify.match(mailName(name))).toBeNull();
  });

  it.each(['ｅｖｉｌ．ｃｏｍ', 'evil。com/login', 'evil｡com'])(
    'breaks the dots browsers read as a domain’s in %j',
    (name) => {
      expect(mailName(name)).toMatch(/^\S+[.\u3002\uFF0E\uFF61] \S/u);
    },
  );

  it('keeps a name as it was typed, on one line, spaces tidied', () => {
    expect(mailName('  Asha \n Iyer ')).toBe('Asha Iyer');
    expect(mailName('R.K. Narayan')).toBe('R. K. Narayan');
    expect(mailName('കൃഷ്ണൻ')).toBe('കൃഷ്ണൻ');
    expect(mailName('ਅੰਮ੍ਰਿਤਪਾਲ ਸਿੰਘ')).toBe('ਅੰਮ੍ਰਿਤਪਾਲ ਸਿੰਘ');
  });

  it(`cuts a long name to ${MAIL_NAME_MAX_LENGTH} letters, ending with …, never inside a letter`, () => {
    const cut = mailName(`Congratulations ${'you have won a prize '.repeat(10)}`);
    expect(cut).toBe('Congratulations you have won a prize you have won a prize y…');
    expect([...cut].length).toBeLessThanOrEqual(MAIL_NAME_MAX_LENGTH);
    expect(cut.endsWith('…')).toBe(true);
    const tamil = 'ஸ்ரீ'.repeat(40);
    const kept = mailName(tamil).slice(0, -1);
    expect(tamil.startsWith(kept)).toBe(true);
    // The cut falls between letters: what follows it is no vowel sign or virama left behind.
    expect(tamil.charAt(kept.length)).not.toMatch(/\p{M}/u);
  });
});
