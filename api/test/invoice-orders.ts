/** An order and a seller the invoice's and the credit note's tests work out their documents from. */
import type { InvoiceOrder, Seller } from '../src/modules/invoices/invoice.js';

/** Registered in Tamil Nadu. */
export const seller: Seller = {
  name: 'Brass Aangan',
  address: 'Swamimalai, Tamil Nadu 612302',
  gstin: '33ABCDE1234F1Z5',
};

/** ₹4,850 and 2 × ₹650 at 12 percent, ₹87.50 by courier and a ₹49 fee, on delivery in Chennai. */
export const codOrderToChennai: InvoiceOrder = {
  number: 'BA-10042',
  placedAt: new Date('2026-06-12T06:00:00Z'),
  paymentMethod: 'cod',
  subtotal: 6150,
  shippingCharge: 87.5,
  tax: 738,
  codFee: 49,
  totalAmount: 7024.5,
  shippingAddress: {
    firstName: 'Asha',
    lastName: 'Iyer',
    street: '12 Car Street',
    city: 'Chennai',
    state: 'Tamil Nadu',
    zipcode: '600004',
    phoneNumber: '9840012345',
  },
  lines: [
    { productName: 'Ganesha, lost-wax cast', quantity: 1, price: 4850, hsnCode: '8306' },
    { productName: 'Kuthu vilakku', quantity: 2, price: 650, hsnCode: '9405' },
  ],
};
