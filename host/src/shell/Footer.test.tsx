import { render, screen, waitFor, within } from '@testing-library/react';
import type { ShopContact } from '@brass/shared/contracts/content';
import { setRuntimeConfig } from '@brass/shared/runtime-config';
import { answer, failure, heldAnswer, sentTo } from '@brass/shared/testing/api-mock';
import { memoryLocation } from '@brass/shared/testing/router';
import { act } from 'react';
import { Footer } from './Footer';
import { testRuntimeConfig } from '@brass/shared/testing/runtime-config';

const noneGiven: ShopContact = { address: null, phone: null, whatsapp: null, email: null, gstin: null };
const saved: ShopContact = {
  address: '14 Kumbakonam Road\nSwamimalai 612302',
  phone: '+919876543210',
  whatsapp: '+919123456780',
  email: 'care@brassaangan.in',
  gstin: '33ABCDE1234F1Z5',
};

const LEGAL = /^© \d{4} Brass Aangan\. Prices in Indian rupees, inclusive of packing\./;

function renderFooter() {
  return render(memoryLocation('/').wrap(<Footer />));
}

const linksOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Footer', () => {
  beforeEach(() => {
    setRuntimeConfig(testRuntimeConfig());
  });
  afterEach(() => {
    delete window.__BRASS_SHOP_CONTACT__;
  });

  describe('with no contact details saved', () => {
    beforeEach(() => {
      window.__BRASS_SHOP_CONTACT__ = noneGiven;
    });

    it('carries its links: shop links to the narrowed list, the policy pages, Our Story and Contact Us', () => {
      renderFooter();
      expect(linksOf(screen.getByRole('navigation', { name: 'Shop' }))).toEqual([
        ['New Arrival', '/products?collection=new-arrival'],
        ['Buddha', '/products?q=buddha'],
        ['Idol Set', '/products?category=idol%20set'],
      ]);
      expect(screen.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about');
      expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactus');
      expect(linksOf(screen.getByRole('navigation', { name: 'Help' }))).toEqual([
        ['Terms and Conditions', '/policies/terms'],
        ['FAQ', '/policies/faq'],
        ['Shipping', '/policies/shipping'],
        ['Returns and Refunds', '/policies/returns'],
        ['Privacy', '/policies/privacy'],
      ]);
    });

    it('has no dead link: every link opens a page of the shop', () => {
      renderFooter();
      for (const link of within(screen.getByRole('contentinfo')).getAllByRole('link')) {
        expect(link.getAttribute('href'), link.textContent ?? '').toMatch(/^\/[a-z]/);
      }
    });

    it('keeps its usual texts and asks the API nothing when the page came with the details', () => {
      const { container } = renderFooter();
      expect(container.querySelector('address')).toBeNull();
      expect(screen.getByText(LEGAL)).not.toHaveTextContent('GSTIN');
      expect(sentTo('GET /api/settings/shop-contact')).toEqual([]);
    });
  });

  describe('with the contact details the owner saved', () => {
    it('links a call, a WhatsApp chat and a mail, shows the address, and the GSTIN in the legal line', () => {
      window.__BRASS_SHOP_CONTACT__ = saved;
      const { container } = renderFooter();
      const address = container.querySelector('address')!;
      expect(address).toBeVisible();
      expect(linksOf(address)).toEqual([
        ['Phone: +91 98765 43210', 'tel:+919876543210'],
        ['WhatsApp: +91 91234 56780', 'https://wa.me/919123456780'],
        ['Email: care@brassaangan.in', 'mailto:care@brassaangan.in'],
      ]);
      expect(within(address).getByText(/^14 Kumbakonam Road/)).toHaveTextContent(
        '14 Kumbakonam Road Swamimalai 612302',
      );
      expect(screen.getByText(LEGAL)).toHaveTextContent(/packing\. GSTIN: 33ABCDE1234F1Z5\.$/);
      // Everything the footer always carries is still there.
      expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactus');
      expect(screen.getByRole('navigation', { name: 'Help' })).toBeVisible();
    });

    it('shows only the details given', () => {
      window.__BRASS_SHOP_CONTACT__ = { ...noneGiven, email: 'care@brassaangan.in' };
      const { container } = renderFooter();
      expect(linksOf(container.querySelector('address')!)).toEqual([
        ['Email: care@brassaangan.in', 'mailto:care@brassaangan.in'],
      ]);
      expect(screen.getByText(LEGAL)).not.toHaveTextContent('GSTIN');
    });
  });

  describe('on a page that came without the details', () => {
    it('shows its usual texts at once, asks the API once, then adds the details', async () => {
      const contact = heldAnswer();
      answer('GET /api/settings/shop-contact', contact.answer);
      const { container } = renderFooter();
      expect(screen.getByRole('link', { name: 'Contact Us' })).toBeVisible();
      expect(container.querySelector('address')).toBeNull();

      await act(async () => contact.release(saved));
      expect(await screen.findByRole('link', { name: 'Phone: +91 98765 43210' })).toHaveAttribute(
        'href',
        'tel:+919876543210',
      );
      expect(sentTo('GET /api/settings/shop-contact')).toHaveLength(1);
    });

    it('keeps its usual texts when the API cannot give them', async () => {
      answer('GET /api/settings/shop-contact', failure(500, 'Something went wrong'));
      const { container } = renderFooter();
      await waitFor(() => expect(sentTo('GET /api/settings/shop-contact')).toHaveLength(1));
      expect(container.querySelector('address')).toBeNull();
      expect(screen.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    });
  });
});
