/**
 * What a tax invoice says, worked out from an order as it was paid: pure, so that the PDF only lays it
 * out. Every amount is in paise and adds up to the order's total, which is what the shopper paid.
 */
import type { Order, PaymentMethod } from '@brass/shared/contracts/orders';
import { amountInWords } from './amount-in-words.js';
import { gstStates, splitTax, stateCodeOf, stateCodeOfGstin, taxRateOf } from './gst.js';

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
  lines: { productName: string; quantity: number; price: number; hsnCode: string }[];
}

export interface Seller {
  name: string;
  address: string | null;
  gstin: string | null;
}

export interface InvoiceLine {
  description: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
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

export interface Invoice {
  number: string;
  /** The day the order was placed, in India, as `12 June 2025`. */
  date: string;
  orderNumber: string;
  paymentMethod: PaymentMethod;
  seller: Seller & { state: State };
  buyer: { name: string; addressLines: string[]; phone: string };
  /** Where the goods are delivered, which decides between CGST and SGST, and IGST. */
  placeOfSupply: State;
  intraState: boolean;
  /** The tax rate in percent; undefined when no rate the shop can set gives the tax the order kept. */
  taxRatePercent: number | undefined;
  lines: InvoiceLine[];
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

/** The invoice of order `BA-10042` is `INV-BA-10042`: one invoice per order, numbered as orders are. */
const invoiceNumberOf = (orderNumber: string) => `INV-${orderNumber}`;

/** `sellerTaxRatePercent`: the shop's rate when the invoice was issued, the likeliest rate of the order. */
export function buildInvoice(order: InvoiceOrder, seller: Seller, sellerTaxRatePercent: number): Invoice {
  const sellerCode = (seller.gstin && stateCodeOfGstin(seller.gstin)) || homeStateCode;
  const address = order.shippingAddress;
  const buyerCode = stateCodeOf(address.state);
  // A state the GST does not know cannot be the seller's, so the tax goes as IGST.
  const intraState = buyerCode === sellerCode;
  const taxable = order.lines.map((line) => paise(line.price) * line.quantity);
  const split = splitTax(taxable, paise(order.tax), intraState);
  const totalPaise = paise(order.totalAmount);
  return {
    number: invoiceNumberOf(order.number),
    date: dateInIndia.format(order.placedAt),
    orderNumber: order.number,
    paymentMethod: order.paymentMethod,
    seller: {
      name: seller.name,
      address: seller.address,
      gstin: seller.gstin,
      state: { name: gstStates[sellerCode] ?? '', code: sellerCode },
    },
    buyer: {
      name: `${address.firstName} ${address.lastName}`.trim(),
      addressLines: [
        address.street,
        `${address.city}, ${address.state} ${address.zipcode}`,
        ...(address.country && address.country !== 'India' ? [address.country] : []),
      ],
      phone: address.phoneNumber,
    },
    placeOfSupply: { name: address.state, code: buyerCode },
    intraState,
    taxRatePercent: taxRateOf(paise(order.subtotal), paise(order.tax), sellerTaxRatePercent),
    lines: order.lines.map((line, index) => {
      const taxed = split.lines[index] ?? { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
      return {
        description: line.productName,
        hsnCode: line.hsnCode,
        quantity: line.quantity,
        unitPricePaise: paise(line.price),
        ...taxed,
        totalPaise: taxed.taxablePaise + taxed.cgstPaise + taxed.sgstPaise + taxed.igstPaise,
      };
    }),
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
