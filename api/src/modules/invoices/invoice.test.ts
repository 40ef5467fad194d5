import { describe, expect, it } from 'vitest';
import { buildInvoice, type InvoiceOrder, type Seller } from './invoice.js';

const seller: Seller = {
  name: 'Brass Aangan',
  address: '14 Sannathi Street, Swamimalai, Tamil Nadu 612302',
  gstin: '33ABCDE1234F1Z5',
};

/** ₹4,850 and 2 × ₹650 at 12 percent, ₹87.50 by courier, paid online, to Chennai. */
const order: InvoiceOrder = {
  number: 'BA-10042',
  placedAt: new Date('2026-03-31T19:00:00Z'),
  paymentMethod: 'online',
  subtotal: 6150,
  shippingCharge: 87.5,
  tax: 738,
  codFee: 0,
  totalAmount: 6975.5,
  shippingAddress: {
    firstName: 'Asha',
    lastName: 'Iyer',
    street: '12 Car Street, Mylapore',
    city: 'Chennai',
    state: 'Tamil Nadu',
    zipcode: '600004',
    phoneNumber: '9840012345',
    country: 'India',
  },
  lines: [
    { productName: 'Ganesha, lost-wax cast', quantity: 1, price: 4850, hsnCode: '8306' },
    { productName: 'Kuthu vilakku', quantity: 2, price: 650, hsnCode: '9405' },
  ],
};

/** Issued a day after the order was placed, as the first invoice of the financial year 2026-27. */
const issued = { number: 'INV/26-27/00001', issuedAt: new Date('2026-04-01T19:00:00Z') };

const toDelhi: InvoiceOrder = {
  ...order,
  shippingAddress: { ...order.shippingAddress, city: 'New Delhi', state: 'Delhi', zipcode: '110001' },
};

describe('buildInvoice', () => {
  it('charges CGST and SGST when the parcel stays in the seller state', () => {
    const invoice = buildInvoice(order, seller, 12, issued);
    expect(invoice).toMatchObject({
      kind: 'tax-invoice',
      number: 'INV/26-27/00001',
      date: '2 April 2026',
      orderNumber: 'BA-10042',
      // Half past midnight in India on 1 April.
      orderDate: '1 April 2026',
      intraState: true,
      taxRatePercent: 12,
      seller: { state: { name: 'Tamil Nadu', code: '33' } },
      placeOfSupply: { name: 'Tamil Nadu', code: '33' },
      buyer: { name: 'Asha Iyer', addressLines: ['12 Car Street, Mylapore', 'Chennai, Tamil Nadu 600004'] },
      taxablePaise: 615_000,
      cgstPaise: 36_900,
      sgstPaise: 36_900,
      igstPaise: 0,
      deliveryPaise: 8_750,
      totalPaise: 697_550,
      totalInWords: 'Rupees Six Thousand Nine Hundred Seventy Five and Fifty Paise Only',
    });
    expect(invoice.lines).toEqual([
      {
        description: 'Ganesha, lost-wax cast',
        hsnCode: '8306',
        quantity: 1,
        unitPricePaise: 485_000,
        discountPaise: 0,
        taxablePaise: 485_000,
        cgstPaise: 29_100,
        sgstPaise: 29_100,
        igstPaise: 0,
        totalPaise: 543_200,
      },
      {
        description: 'Kuthu vilakku',
        hsnCode: '9405',
        quantity: 2,
        unitPricePaise: 65_000,
        discountPaise: 0,
        taxablePaise: 130_000,
        cgstPaise: 7_800,
        sgstPaise: 7_800,
        igstPaise: 0,
        totalPaise: 145_600,
      },
    ]);
  });

  it('charges IGST when the parcel crosses into another state', () => {
    const invoice = buildInvoice(toDelhi, seller, 12, issued);
    expect(invoice).toMatchObject({
      intraState: false,
      placeOfSupply: { name: 'Delhi', code: '07' },
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 73_800,
    });
    expect(invoice.lines.map((line) => line.igstPaise)).toEqual([58_200, 15_600]);
  });

  it("takes the seller's state from the GSTIN, and Tamil Nadu without one", () => {
    const inKarnataka = { ...seller, gstin: '29ABCDE1234F1Z5' };
    expect(buildInvoice(order, inKarnataka, 12, issued)).toMatchObject({
      intraState: false,
      seller: { state: { name: 'Karnataka', code: '29' } },
    });
    expect(buildInvoice(order, { ...seller, gstin: null }, 12, issued).intraState).toBe(true);
  });

  it('is a bill of supply, not a tax invoice, while the seller lacks a GSTIN or an address', () => {
    expect(buildInvoice(order, { ...seller, gstin: null }, 12, issued).kind).toBe('bill-of-supply');
    expect(buildInvoice(order, { ...seller, address: null }, 12, issued).kind).toBe('bill-of-supply');
  });

  it('charges IGST to a state the GST does not know, naming it as the address does', () => {
    const invoice = buildInvoice(
      { ...order, shippingAddress: { ...order.shippingAddress, state: 'TN' } },
      seller,
      12,
      issued,
    );
    expect(invoice).toMatchObject({ intraState: false, placeOfSupply: { name: 'TN', code: undefined } });
  });

  it('adds up to what the shopper paid, with the cash on delivery fee as its own line', () => {
    const cod = buildInvoice(
      { ...toDelhi, paymentMethod: 'cod', codFee: 49, totalAmount: 7024.5 },
      seller,
      12,
      issued,
    );
    expect(cod.codFeePaise).toBe(4_900);
    expect(cod.taxablePaise + cod.igstPaise + cod.deliveryPaise + cod.codFeePaise).toBe(cod.totalPaise);
    expect(cod.lines.reduce((sum, line) => sum + line.totalPaise, 0)).toBe(cod.taxablePaise + cod.igstPaise);
  });

  it('taxes each line after its share of a coupon discount, adding up to what was paid', () => {
    // ₹615 off ₹6,150, shared ₹485 and ₹130; 12 percent of ₹5,535 is ₹664.20, charged as ₹664.
    const discounted = buildInvoice(
      {
        ...order,
        coupon: { code: 'DIWALI10', discount: 615 },
        tax: 664,
        totalAmount: 6150 - 615 + 87.5 + 664,
        lines: [
          { ...order.lines[0]!, discount: 485 },
          { ...order.lines[1]!, discount: 130 },
        ],
      },
      seller,
      12,
      issued,
    );
    expect(discounted.coupon).toEqual({ code: 'DIWALI10', discountPaise: 61_500 });
    expect(discounted.taxRatePercent).toBe(12);
    expect(discounted.lines.map((line) => [line.discountPaise, line.taxablePaise])).toEqual([
      [48_500, 436_500],
      [13_000, 117_000],
    ]);
    expect(discounted.taxablePaise).toBe(553_500);
    expect(discounted.cgstPaise + discounted.sgstPaise).toBe(66_400);
    expect(
      discounted.taxablePaise + discounted.cgstPaise + discounted.sgstPaise + discounted.deliveryPaise,
    ).toBe(discounted.totalPaise);
  });

  it('prints nothing of coupons on an invoice of an order without one', () => {
    expect(buildInvoice(order, seller, 12, issued).coupon).toBeNull();
  });

  describe('of an order shipped abroad', () => {
    /** The same goods to New York by international courier, zero-rated: no tax. */
    const toNewYork: InvoiceOrder = {
      ...order,
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

    it('is an export zero-rated under the LUT the seller had, with no tax, outside India', () => {
      const invoice = buildInvoice(toNewYork, { ...seller, lutNumber: 'AD270326012345X' }, 12, issued);
      expect(invoice).toMatchObject({
        exportSupply: {
          countryOfDestination: 'United States',
          declaration: 'Supply meant for export under LUT No. AD270326012345X without payment of IGST',
        },
        placeOfSupply: { name: 'Outside India', code: '96' },
        intraState: false,
        taxRatePercent: 0,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        deliveryPaise: 245_000,
        totalPaise: 860_000,
        buyer: { addressLines: ['350 Fifth Avenue, Apt 12', 'New York, New York 10118', 'United States'] },
      });
      expect(invoice.lines.map((line) => [line.hsnCode, line.igstPaise, line.totalPaise])).toEqual([
        ['8306', 0, 485_000],
        ['9405', 0, 130_000],
      ]);
      expect(invoice.taxablePaise + invoice.igstPaise + invoice.deliveryPaise).toBe(invoice.totalPaise);
    });

    it('is an export with IGST at the order tax when the seller had no LUT, even to a state named as one of India', () => {
      const toLondon: InvoiceOrder = {
        ...toNewYork,
        tax: 738,
        totalAmount: 9338,
        shippingAddress: {
          ...toNewYork.shippingAddress,
          city: 'London',
          // A county that happens to share a name must not make the supply intra-state.
          state: 'Tamil Nadu',
          zipcode: 'SW1A 1AA',
          country: 'United Kingdom',
        },
      };
      const invoice = buildInvoice(toLondon, seller, 12, issued);
      expect(invoice).toMatchObject({
        exportSupply: {
          countryOfDestination: 'United Kingdom',
          declaration: 'Supply meant for export with payment of IGST',
        },
        placeOfSupply: { name: 'Outside India', code: '96' },
        intraState: false,
        taxRatePercent: 12,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 73_800,
        totalPaise: 933_800,
      });
      expect(invoice.lines.map((line) => line.igstPaise)).toEqual([58_200, 15_600]);
    });

    it('pays IGST when the order carried tax, though the seller files an LUT', () => {
      const invoice = buildInvoice(
        { ...toNewYork, tax: 738, totalAmount: 9338 },
        { ...seller, lutNumber: 'AD270326012345X' },
        12,
        issued,
      );
      expect(invoice.exportSupply?.declaration).toBe('Supply meant for export with payment of IGST');
      expect(invoice.igstPaise).toBe(73_800);
    });

    it('leaves a domestic invoice without any export', () => {
      expect(
        buildInvoice(order, { ...seller, lutNumber: 'AD270326012345X' }, 12, issued).exportSupply,
      ).toBeNull();
    });
  });
});
