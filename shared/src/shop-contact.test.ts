import { act, renderHook, waitFor } from '@testing-library/react';
import { answer, failure, heldAnswer, interceptApi, malformed, sentTo } from '../testing/api-mock';
import type { ShopContact } from './contracts/content';
import { setRuntimeConfig } from './runtime-config';
import { contactLinks, useShopContact } from './shop-contact';
import { testRuntimeConfig } from '../testing/runtime-config';

interceptApi();

const saved: ShopContact = {
  address: '14 Kumbakonam Road\nSwamimalai 612302',
  phone: '+919876543210',
  whatsapp: '+919123456780',
  email: 'care@brassaangan.in',
  gstin: '33ABCDE1234F1Z5',
};
const noneGiven: ShopContact = { address: null, phone: null, whatsapp: null, email: null, gstin: null };

beforeEach(() => {
  setRuntimeConfig(testRuntimeConfig());
});

afterEach(() => {
  delete window.__BRASS_SHOP_CONTACT__;
});

describe('useShopContact', () => {
  it('takes the details the page came with, and asks the API nothing', () => {
    window.__BRASS_SHOP_CONTACT__ = saved;
    const { result } = renderHook(() => useShopContact());
    expect(result.current).toEqual(saved);
    expect(sentTo('GET /api/settings/shop-contact')).toEqual([]);
  });

  it('shows none given while it asks, never a loading state, then the saved details', async () => {
    const contact = heldAnswer();
    answer('GET /api/settings/shop-contact', contact.answer);
    const { result } = renderHook(() => useShopContact());
    expect(result.current).toEqual(noneGiven);
    await waitFor(() => expect(sentTo('GET /api/settings/shop-contact')).toHaveLength(1));
    expect(result.current).toEqual(noneGiven);

    await act(async () => contact.release(saved));
    expect(result.current).toEqual(saved);
  });

  it('asks once for the whole page: a reader that comes later takes the first answer', async () => {
    answer('GET /api/settings/shop-contact', saved);
    const footer = renderHook(() => useShopContact());
    await waitFor(() => expect(footer.result.current).toEqual(saved));

    const contactPage = renderHook(() => useShopContact());
    expect(contactPage.result.current).toEqual(saved);
    expect(sentTo('GET /api/settings/shop-contact')).toHaveLength(1);
  });

  it('asks once when two readers start before the answer comes', async () => {
    const contact = heldAnswer();
    answer('GET /api/settings/shop-contact', contact.answer);
    const first = renderHook(() => useShopContact());
    const second = renderHook(() => useShopContact());
    await waitFor(() => expect(sentTo('GET /api/settings/shop-contact')).toHaveLength(1));

    await act(async () => contact.release(saved));
    expect(first.result.current).toEqual(saved);
    expect(second.result.current).toEqual(saved);
    expect(sentTo('GET /api/settings/shop-contact')).toHaveLength(1);
  });

  it('keeps none given when the API fails, and the next reader asks again', async () => {
    answer('GET /api/settings/shop-contact', failure(500, 'Something went wrong'));
    const footer = renderHook(() => useShopContact());
    await waitFor(() => expect(sentTo('GET /api/settings/shop-contact')).toHaveLength(1));
    expect(footer.result.current).toEqual(noneGiven);

    answer('GET /api/settings/shop-contact', saved);
    const contactPage = renderHook(() => useShopContact());
    await waitFor(() => expect(contactPage.result.current).toEqual(saved));
    expect(sentTo('GET /api/settings/shop-contact')).toHaveLength(2);
  });

  it('takes a malformed detail as not given, and trims the rest', async () => {
    answer(
      'GET /api/settings/shop-contact',
      malformed({ address: 42, phone: '  +919876543210 ', whatsapp: '   ', email: { at: 'x' } }),
    );
    const { result } = renderHook(() => useShopContact());
    await waitFor(() => expect(result.current).toEqual({ ...noneGiven, phone: '+919876543210' }));
  });

  it('reads a malformed inlined value the same way', () => {
    window.__BRASS_SHOP_CONTACT__ = { ...noneGiven, email: 7 } as unknown as ShopContact;
    const { result } = renderHook(() => useShopContact());
    expect(result.current).toEqual(noneGiven);
  });
});

describe('contactLinks', () => {
  it('links a call, a WhatsApp chat and a mail, each number spaced as it is read', () => {
    expect(contactLinks(saved)).toEqual([
      { label: 'Phone', text: '+91 98765 43210', href: 'tel:+919876543210' },
      { label: 'WhatsApp', text: '+91 91234 56780', href: 'https://wa.me/919123456780' },
      { label: 'Email', text: 'care@brassaangan.in', href: 'mailto:care@brassaangan.in' },
    ]);
  });

  it('links only the details given', () => {
    expect(contactLinks(noneGiven)).toEqual([]);
    expect(contactLinks({ ...noneGiven, whatsapp: '+919123456780' })).toEqual([
      { label: 'WhatsApp', text: '+91 91234 56780', href: 'https://wa.me/919123456780' },
    ]);
  });

  it('leaves a number in another shape as it is, keeping only digits and + in the link', () => {
    expect(contactLinks({ ...noneGiven, phone: '044 2345 6789' })).toEqual([
      { label: 'Phone', text: '044 2345 6789', href: 'tel:04423456789' },
    ]);
  });
});
