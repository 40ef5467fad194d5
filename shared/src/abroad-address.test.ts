import {
  formatUkPostcode,
  isUkPhone,
  isUkPostcode,
  isUsPhone,
  isUsState,
  isZipCode,
  US_STATES,
} from './abroad-address';

describe('US addresses', () => {
  it('takes 5-digit ZIP codes and ZIP+4, nothing else', () => {
    for (const zip of ['10001', '94105-1804', ' 02134 ']) expect(isZipCode(zip)).toBe(true);
    for (const zip of ['1000', '100011', '10001-12', 'ABCDE', '600042 ', '10O01']) {
      expect(isZipCode(zip), zip).toBe(false);
    }
  });

  it('lists the 50 states and the District of Columbia', () => {
    expect(US_STATES).toHaveLength(51);
    expect(isUsState('District of Columbia')).toBe(true);
    expect(isUsState('Punjab')).toBe(false);
    expect(isUsState('new york')).toBe(false);
  });

  it('wants a phone number with +1 and ten digits, grouped as people write them', () => {
    for (const phone of ['+1 212 555 0147', '+1 (415) 555-2671', '+12125550147', '+1.646.555.0199']) {
      expect(isUsPhone(phone), phone).toBe(true);
    }
    for (const phone of ['212 555 0147', '+1 012 555 0147', '+1 212 555 014', '+44 20 7946 0018']) {
      expect(isUsPhone(phone), phone).toBe(false);
    }
  });
});

describe('UK addresses', () => {
  it('takes postcodes in each of their shapes, in any case and with or without the space', () => {
    for (const postcode of [
      'SW1A 1AA',
      'sw1a1aa',
      'M1 1AE',
      'B33 8TH',
      'CR2 6XH',
      'DN55 1PT',
      'W1A 0AX',
      'EC1A 1BB',
    ]) {
      expect(isUkPostcode(postcode), postcode).toBe(true);
    }
  });

  it('refuses what is not the shape of a postcode', () => {
    for (const postcode of ['12345', 'SW1A', 'SW1A 1A', 'QW1A 1AA', 'SW1A 1AC', '600042', 'SW1A-1AA']) {
      expect(isUkPostcode(postcode), postcode).toBe(false);
    }
  });

  it('keeps a postcode as Royal Mail prints it', () => {
    expect(formatUkPostcode('sw1a1aa')).toBe('SW1A 1AA');
    expect(formatUkPostcode(' m1  1ae ')).toBe('M1 1AE');
  });

  it('wants a phone number with +44 and the national number without its 0', () => {
    for (const phone of ['+44 20 7946 0018', '+44 7700 900123', '+441632960961']) {
      expect(isUkPhone(phone), phone).toBe(true);
    }
    for (const phone of ['020 7946 0018', '+44 020 7946 0018', '+44 20 79', '+1 212 555 0147']) {
      expect(isUkPhone(phone), phone).toBe(false);
    }
  });
});
