import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '../../../test/pdf-text.js';
import { buildPackingSlip, type SlipOrder } from './packing-slip.js';
import { renderPackingSlipPdf } from './pdf.js';

const shop = { name: 'Brass Aangan', address: 'Swamimalai, Tamil Nadu 612302' };
const order: SlipOrder = {
  number: 'BA-10042',
  placedAt: new Date('2026-06-12T06:00:00Z'),
  shippingAddress: {
    firstName: 'Asha',
    lastName: 'Iyer',
    street: '12 Car Street',
    city: 'Chennai',
    state: 'Tamil Nadu',
    zipcode: '600004',
    phoneNumber: '9840012345',
  },
  isGift: true,
  giftMessage: 'शुभ दीपावली!\nਪੰਜਾਬ ਤੋਂ ਪਿਆਰ, Simran',
  lines: [
    { productName: 'Ganesha with Prabhavali Arch (18 inch)', sku: 'BA-GPA-18', quantity: 1 },
    { productName: 'Kuthu vilakku', sku: null, quantity: 2 },
  ],
};

describe('renderPackingSlipPdf', () => {
  it('writes the shop, the order, the address, the pieces and the message, as text a reader can find', async () => {
    const pdf = await renderPackingSlipPdf([buildPackingSlip(order, shop)]);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const part of [
      'Packing Slip',
      'Brass Aangan',
      'Swamimalai, Tamil Nadu 612302',
      'Order number BA-10042',
      'Order date 12 June 2026',
      'Ship to Asha Iyer 12 Car Street Chennai, Tamil Nadu 600004 Phone: 9840012345',
      '1 Ganesha with Prabhavali Arch (18 inch) BA-GPA-18 1',
      '2 Kuthu vilakku 2',
      'Packing slip BA-10042, page 1 of 1',
    ])
      expect(text).toContain(part);
  });

  it('draws a gift message typed in Indian scripts in those scripts, each of its lines on its own', async () => {
    const pdf = await renderPackingSlipPdf([buildPackingSlip(order, shop)]);
    // Read without spaces: a reader may split a word where a vowel sign is drawn before its consonant.
    const text = (await pdfText(pdf)).replace(/\s+/g, '');
    expect(text).toContain('Giftmessageशुभदीपावली!');
    expect(text).toContain('ਪੰਜਾਬ');
    expect(text).toContain('Simran');
    expect(text).not.toContain('?');
    const embedded = pdf.toString('latin1');
    expect(embedded).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
    expect(embedded).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansGurmukhi/);
  });

  it('runs onto further pages for a long order, keeping every line', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      productName: `Diya ${index + 1}`,
      sku: null,
      quantity: 1,
    }));
    const pages = await pdfPages(await renderPackingSlipPdf([buildPackingSlip({ ...order, lines }, shop)]));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join(' ')).toContain('60 Diya 60 1');
    expect(pages.at(-1)).toContain(`page ${pages.length} of ${pages.length}`);
  });
});
