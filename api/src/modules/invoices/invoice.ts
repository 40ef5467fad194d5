/**
 * What an order's invoice says, worked out from the order when the invoice is issued: pure, so that
 * the PDF only lays it out, and kept as it is worked out, so that it never changes. Every amount is in paise and adds up to the order's total, which is what the shopper paid.
 */
import type { Order, PaymentMethod } from '@brass/shared/contracts/orders';
import { amountInWords } from './amount-in-words.js';
import { destinationOf } from './destination.js';
import { gstStates, stateCodeOf, stateCodeOfGstin } from '@brass/shared/gstin';
import { splitTax, taxRateOf } from './gst.js';

/** The shop trades from Tamil Nadu: its state until a GSTIN, once saved, names it. */
const homeStateCode = '33';

export interface InvoiceOrder {
  /** As shoppers read it, `BA-10042`. */
  number: string;
  placedAt: Date;
  paymentMethod: PaymentMethod;
  /** Rupees, as the order keeps them. */
  subtotal: number;
  shippingCharge: number;
  tax: number;
  codFee: number;
  totalAmount: number;
  shippingAddress: Order['shippingAddress'];
  /**
   * What a coupon took off the goods, and its code; absent for an order without one, so that the
   * invoices of orders before coupons keep the version they were rendered at.
   */
  coupon?: { code: string; discount: number };
  /** A business buying, whose GSTIN the invoice names; absent: a shopper buying for themselves. */
  business?: { gstin: string; name: string };
  /** `discount`: the line's share of the coupon's discount, in rupees; absent: none. */
  lines: { productName: string; quantity: number; price: number; hsnCode: string; discount?: number }[];
}

export interface Seller {
  name: string;
  address: string | null;
  gstin: string | null;
  /** The letter of undertaking the seller exports under without paying IGST; null or absent: none filed. */
  lutNumber?: string | null;
}

/** What an invoice of goods shipped abroad must say besides a domestic one's. */
interface ExportSupply {
  countryOfDestination: string;
  /** Zero-rated under the seller's LUT, or with IGST paid. */
  declaration: string;
}

export interface InvoiceLine {
  description: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  /** The line's share of the coupon's discount: its taxable value is what remains after it. */
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

interface State {
  name: string;
  /** Its GST code; undefined for a state the address names in no way the GST knows. */
  code: string | undefined;
}

/**
 * A tax invoice names a seller registered for GST, by its GSTIN and address; without them the shop
 * issues a bill of supply, on which no buyer can claim input tax credit.
 */
export type InvoiceKind = 'tax-invoice' | 'bill-of-supply';

export const invoiceKindOf = (seller: Seller): InvoiceKind =>
  seller.gstin && seller.address ? 'tax-invoice' : 'bill-of-supply';

export interface Invoice {
  kind: InvoiceKind;
  /** In its series, `INV/26-27/00042`. */
  number: string;
  /** The day it was issued, in India, as `12 June 2025`. */
  date: string;
  orderNumber: string;
  /** The day the order was placed, in India. */
  orderDate: string;
  paymentMethod: PaymentMethod;
  seller: Seller & { state: State };
  buyer: { name: string; addressLines: string[]; phone: string };
  /** The business buying, for its input tax credit; absent or null: none (as on invoices issued before). */
  buyerBusiness?: { gstin: string; name: string } | null;
  /** Where the goods are delivered, which decides between CGST and SGST, and IGST. */
  placeOfSupply: State;
  /** Set for an order shipped abroad, an export of goods; null within India. */
  exportSupply: ExportSupply | null;
  intraState: boolean;
  /** The tax rate in percent; undefined when no rate the shop can set gives the tax the order kept. */
  taxRatePercent: number | undefined;
  lines: InvoiceLine[];
  /** The coupon's code and discount, taken off the goods before tax; null: none. */
  coupon: { code: string; discountPaise: number } | null;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  deliveryPaise: number;
  codFeePaise: number;
  totalPaise: number;
  totalInWords: string;
}

const paise = (rupees: number) => Math.round(rupees * 100);

const dateInIndia = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** The day `at` was in India, as `12 June 2025`. */
export const dayInIndia = (at: Date) => dateInIndia.format(at);

/** Whom an order goes to, as the shop's documents print it. */
export function recipientOf(address: Order['shippingAddress']): Invoice['buyer'] {
  return {
    name: `${address.firstName} ${address.lastName}`.trim(),
    addressLines: [
      address.street,
      // A UK address may leave its county empty.
      `${address.city}, ${[address.state, address.zipcode].filter(Boolean).join(' ')}`,
      ...(address.country && address.country !== 'India' ? [address.country] : []),
    ],
    phone: address.phoneNumber,
  };
}

/** The place of supply of every export: GST state code 96 is 'foreign country'. */
const outsideIndia: State = { name: 'Outside India', code: '96' };

/**
 * An export without tax is zero-rated under the seller's LUT; one that carries tax paid IGST, as it
 * does when the owner had filed no LUT when the order was made.
 */
function exportSupplyOf(
  country: string,
  taxPaise: number,
  lutNumber: string | null | undefined,
): ExportSupply {
  return {
    countryOfDestination: country,
    declaration:
      taxPaise === 0 && lutNumber
        ? `Supply meant for export under LUT No. ${lutNumber} without payment of IGST`
        : 'Supply meant for export with payment of IGST',
  };
}

/**
 * `sellerTaxRatePercent`: the shop's rate when the invoice was issued, the likeliest rate of the order;
 * `issue`: the number the invoice takes in its series, and when.
 */
export function buildInvoice(
  order: InvoiceOrder,
  seller: Seller,
  sellerTaxRatePercent: number,
  issue: { number: string; issuedAt: Date },
): Invoice {
  const sellerCode = (seller.gstin && stateCodeOfGstin(seller.gstin)) || homeStateCode;
  const address = order.shippingAddress;
  const destination = destinationOf(address);
  const exportSupply =
    destination === 'India' ? null : exportSupplyOf(destination, paise(order.tax), seller.lutNumber);
  const placeOfSupply = exportSupply
    ? outsideIndia
    : { name: address.state, code: stateCodeOf(address.state) };
  // A state the GST does not know cannot be the seller's, so the tax goes as IGST; so does an export's.
  const intraState = placeOfSupply.code === sellerCode;
  // The tax was charged on the goods after the coupon's discount, so each line is taxed after its share.
  const taxable = order.lines.map((line) => paise(line.price) * line.quantity - paise(line.discount ?? 0));
  const split = splitTax(taxable, paise(order.tax), intraState);
  const zeroRated = exportSupply !== null && order.tax === 0 && Boolean(seller.lutNumber);
  const totalPaise = paise(order.totalAmount);
  return {
    kind: invoiceKindOf(seller),
    number: issue.number,
    date: dayInIndia(issue.issuedAt),
    orderNumber: order.number,
    orderDate: dayInIndia(order.placedAt),
    paymentMethod: order.paymentMethod,
    seller: {
      name: seller.name,
      address: seller.address,
      gstin: seller.gstin,
      state: { name: gstStates[sellerCode] ?? '', code: sellerCode },
    },
    buyer: recipientOf(address),
    buyerBusiness: order.business ?? null,
    placeOfSupply,
    exportSupply,
    intraState,
    taxRatePercent: zeroRated
      ? 0
      : taxRateOf(
          paise(order.subtotal) - paise(order.coupon?.discount ?? 0),
          paise(order.tax),
          sellerTaxRatePercent,
        ),
    lines: order.lines.map((line, index) => {
      const taxed = split.lines[index] ?? { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
      return {
        description: line.productName,
        hsnCode: line.hsnCode,
        quantity: line.quantity,
        unitPricePaise: paise(line.price),
        discountPaise: paise(line.discount ?? 0),
        ...taxed,
        totalPaise: taxed.taxablePaise + taxed.cgstPaise + taxed.sgstPaise + taxed.igstPaise,
      };
    }),
    coupon: order.coupon ? { code: order.coupon.code, discountPaise: paise(order.coupon.discount) } : null,
    taxablePaise: taxable.reduce((sum, value) => sum + value, 0),
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise,
    deliveryPaise: paise(order.shippingCharge),
    codFeePaise: paise(order.codFee),
    totalPaise,
    totalInWords: amountInWords(totalPaise),
  };
}
