import {
  COUNTRY_STORAGE_KEY,
  countryFromLanguages,
  rememberCountry,
  shopperCountry,
} from './shopper-country';

describe('countryFromLanguages', () => {
  it('reads the region of the first language that names one', () => {
    expect(countryFromLanguages(['en-US'])).toBe('United States');
    expect(countryFromLanguages(['en-GB', 'en-US'])).toBe('United Kingdom');
    expect(countryFromLanguages(['en', 'en-GB'])).toBe('United Kingdom');
    expect(countryFromLanguages(['hi-IN', 'en-US'])).toBe('India');
  });

  it('falls back to India for other regions, none, or a language it cannot read', () => {
    expect(countryFromLanguages(['de-DE'])).toBe('India');
    expect(countryFromLanguages(['en'])).toBe('India');
    expect(countryFromLanguages([])).toBe('India');
    expect(countryFromLanguages(['not a language!'])).toBe('India');
  });
});

describe('shopperCountry', () => {
  it('prefers the country chosen before, and ignores a stored country the shop does not ship to', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    expect(shopperCountry()).toBe('United Kingdom');
    rememberCountry('United States');
    expect(localStorage.getItem(COUNTRY_STORAGE_KEY)).toBe('United States');
    expect(shopperCountry()).toBe('United States');
    localStorage.setItem(COUNTRY_STORAGE_KEY, 'France');
    expect(shopperCountry()).toBe('United Kingdom');
  });
});
