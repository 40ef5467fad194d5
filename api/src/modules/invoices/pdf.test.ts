import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '../../../test/pdf-text.js';
import { codOrderToChennai as order, seller } from '../../../test/invoice-orders.js';
import { buildInvoice, type InvoiceOrder } from './invoice.js';
import { renderInvoicePdf } from './pdf.js';

const issued = { number: 'INV/26-27/00042', issuedAt: new Date('2026-06-13T06:00:00Z') };

describe('renderInvoicePdf', () => {
  it('writes every part of the tax invoice as text a reader can find', async () => {
    const pdf = await renderInvoicePdf(buildInvoice(order, seller, 12, issued));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const part of [
      'Tax Invoice',
      'Brass Aangan',
      'GSTIN: 33ABCDE1234F1Z5',
      'Invoice number INV/26-27/00042',
      'Invoice date 13 June 2026',
      'Order number BA-10042',
      'Order date 12 June 2026',
      'Payment Cash on delivery',
      'Asha Iyer',
      'Place of supply: Tamil Nadu (33)',
      '# Item HSN Qty Unit price Taxable value CGST 6% SGST 6% Amount',
      '1 Ganesha, lost-wax cast 8306 1 4,850.00 4,850.00 291.00 291.00 5,432.00',
      '2 Kuthu vilakku 9405 2 650.00 1,300.00 78.00 78.00 1,456.00',
      'CGST 6% 369.00',
      'SGST 6% 369.00',
      'Delivery charge 87.50',
      'Cash on delivery fee 49.00',
      'Total (Rs.) 7,024.50',
      'Amount in words: Rupees Seven Thousand Twenty Four and Fifty Paise Only',
      'INV/26-27/00042, page 1 of 1',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('Not a tax invoice');
  });

  it('titles a bill of supply so, and says it is not a tax invoice', async () => {
    const bill = buildInvoice(order, { ...seller, gstin: null }, 12, {
      number: 'BOS/26-27/00001',
      issuedAt: issued.issuedAt,
    });
    const text = (await pdfText(await renderInvoicePdf(bill))).replace(/\s+/g, ' ');
    expect(text).toContain('Bill of Supply');
    expect(text).toContain(
      'Not a tax invoice The seller had no GSTIN when this bill was issued, so no input tax credit can be claimed on it.',
    );
    expect(text).toContain('Bill number BOS/26-27/00001');
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toContain('GSTIN:');
  });

  describe('of an export', () => {
    const abroad: InvoiceOrder = {
      ...order,
      paymentMethod: 'online',
      codFee: 0,
      shippingCharge: 2450,
      tax: 0,
      totalAmount: 8600,
      shippingAddress: {
        firstName: 'Maya',
        lastName: 'Patel',
        street: '350 Fifth Avenue, Apt 12',
        city: 'New York',
        state: 'New York',
        zipcode: '10118',
        phoneNumber: '+1 212 555 0143',
        country: 'United States',
      },
    };

    it('says it is an export zero-rated under the LUT, with the HSN codes and the destination', async () => {
      const invoice = buildInvoice(abroad, { ...seller, lutNumber: 'AD270326012345X' }, 12, issued);
      const text = await pdfText(await renderInvoicePdf(invoice));
      for (const part of [
        'Tax Invoice',
        'Export of goods',
        'Supply meant for export under LUT No. AD270326012345X without payment of IGST',
        'Place of supply: Outside India (96)',
        'Country of destination: United States',
        'New York, New York 10118',
        '# Item HSN Qty Unit price Taxable value IGST 0% Amount',
        '1 Ganesha, lost-wax cast 8306 1 4,850.00 4,850.00 0.00 4,850.00',
        '2 Kuthu vilakku 9405 2 650.00 1,300.00 0.00 1,300.00',
        'IGST 0% 0.00',
        'Delivery charge 2,450.00',
        'Total (Rs.) 8,600.00',
      ])
        expect(text).toContain(part);
      expect(text).not.toContain('CGST');
    });

    it('says it is an export with IGST paid when the seller had no LUT', async () => {
      const invoice = buildInvoice(
        {
          ...abroad,
          tax: 738,
          totalAmount: 9338,
          shippingAddress: {
            ...abroad.shippingAddress,
            city: 'London',
            state: '',
            zipcode: 'SW1A 1AA',
            country: 'United Kingdom',
          },
        },
        seller,
        12,
        issued,
      );
      const text = await pdfText(await renderInvoicePdf(invoice));
      for (const part of [
        'Export of goods',
        'Supply meant for export with payment of IGST',
        'Place of supply: Outside India (96)',
        'Country of destination: United Kingdom',
        '1 Ganesha, lost-wax cast 8306 1 4,850.00 4,850.00 582.00 5,432.00',
        'IGST 12% 738.00',
        'Total (Rs.) 9,338.00',
      ])
        expect(text).toContain(part);
      expect(text).not.toContain('LUT');
    });

    it('leaves a domestic invoice without export words', async () => {
      const text = await pdfText(
        await renderInvoicePdf(buildInvoice(order, { ...seller, lutNumber: 'AD1' }, 12, issued)),
      );
      expect(text).not.toMatch(/export|Country of destination/i);
    });
  });

  it('writes what the standard fonts cannot as plain letters or a question mark', async () => {
    const invoice = buildInvoice(
      {
        ...order,
        lines: [{ productName: 'Śrī Nataraja நடராஜர்', quantity: 1, price: 6150, hsnCode: '8306' }],
      },
      seller,
      12,
      issued,
    );
    expect(await pdfText(await renderInvoicePdf(invoice))).toMatch(/Sri Nataraja \?+ 8306/);
  });

  it('writes a name and an address typed in Indian scripts in those scripts, Latin beside them', async () => {
    const invoice = buildInvoice(
      {
        ...order,
        shippingAddress: {
          ...order.shippingAddress,
          firstName: 'मीरा',
          lastName: 'कृष्णन',
          street: 'Flat 4B, மயிலாப்பூர் 12',
        },
      },
      seller,
      12,
      issued,
    );
    const pdf = await renderInvoicePdf(invoice);
    // A reader may split a word where a vowel sign is drawn before its consonant (and read such a
    // sign, as in தெ, before it): the words here have none.
    const text = (await pdfText(pdf)).replace(/\s+/g, '');
    expect(text).toContain('मीराकृष्णन');
    expect(text).toContain('Flat4B,மயிலாப்பூர்12');
    expect(text).toContain('Billedandshippedtoमीराकृष्णनFlat4B');
    expect(text).not.toContain('?');
    const embedded = pdf.toString('latin1');
    expect(embedded).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
    expect(embedded).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansTamil/);
  });

  it('draws the letters of every Indian script it knows', async () => {
    const names = ['सीता', 'সীতা', 'ਸੀਤਾ', 'સીતા', 'ସୀତା', 'சீதா', 'సీత', 'ಸೀತಾ', 'സീത'];
    const invoice = buildInvoice(
      { ...order, shippingAddress: { ...order.shippingAddress, street: names.join(' ') } },
      seller,
      12,
      issued,
    );
    const embedded = (await renderInvoicePdf(invoice)).toString('latin1');
    for (const family of [
      'Devanagari',
      'Bengali',
      'Gurmukhi',
      'Gujarati',
      'Oriya',
      'Tamil',
      'Telugu',
      'Kannada',
      'Malayalam',
    ])
      expect(embedded).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+NotoSans${family}`));
  });

  it('draws real names and places with conjuncts and vowel signs in every script, beside Latin', async () => {
    const words = [
      'ਸਿੰਘ',
      'ਅੰਮ੍ਰਿਤਸਰ',
      'ਪੰਜਾਬੀ',
      'കൃഷ്ണൻ',
      'ശ്രീ',
      'क्षत्रिय',
      'ஸ்ரீ',
      'శ్రీ',
      'ಶ್ರೀ',
      'ক্ষত্রিয়',
      'ଶ୍ରୀ',
      'શ્રી',
    ];
    for (const word of words) {
      const invoice = buildInvoice(
        {
          ...order,
          shippingAddress: { ...order.shippingAddress, firstName: word, lastName: 'Kaur', city: word },
        },
        seller,
        12,
        issued,
      );
      const text = await pdfText(await renderInvoicePdf(invoice));
      expect(text, word).toContain('Kaur');
      expect(text, word).toContain('Total (Rs.) 7,024.50');
      expect(text, word).not.toContain('?');
    }
  });

  it('embeds no font for an invoice written in Latin letters only', async () => {
    const pdf = await renderInvoicePdf(buildInvoice(order, seller, 12, issued));
    expect(pdf.toString('latin1')).not.toContain('/FontFile2');
  });

  it('runs onto further pages for a long order, keeping every line', async () => {
    const lines = Array.from({ length: 100 }, (_, index) => ({
      productName: `Bell number ${index + 1}`,
      quantity: 1,
      price: 100,
      hsnCode: '8306',
    }));
    const invoice = buildInvoice(
      { ...order, lines, subtotal: 10_000, tax: 1200, codFee: 0, totalAmount: 11_287.5 },
      seller,
      12,
      issued,
    );
    const pages = await pdfPages(await renderInvoicePdf(invoice));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) =>
      expect(page).toContain(`INV/26-27/00042, page ${index + 1} of ${pages.length}`),
    );
    const text = pages.join('\n');
    for (let number = 1; number <= 100; number++) expect(text).toContain(`Bell number ${number} 8306`);
    expect(text).toContain('Total (Rs.) 11,287.50');
  });
});
