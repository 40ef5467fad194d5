/**
 * The back office's contract for the shop's settings: home page texts, contact details, pricing, selling
 * abroad (exchange rates, the letter of undertaking), cash on delivery caps and the staff refund limit. Owned by the back office team (remote-admin). The API
 * validates and documents its routes with these schemas; the shop's pages import them as types only,
 * and the back office also parses its answers with them (docs/frontend-guide.md).
 */
import * as v from 'valibot';
import {
  MAX_CART_DELIVERY_FEE,
  MAX_EXCHANGE_RATE_RUPEES,
  MAX_OPEN_COD_ORDERS,
  MAX_ORDER_TOTAL,
  MAX_TAX_RATE_PERCENT,
} from '../constants';
import { EMAIL_ADDRESS } from './accounts';
import { fieldsObject } from './field-checks';
import { pricingSettingsSchema } from './checkout';
import { shopContactSchema } from './content';

/** The home page's texts the owner writes. */
export const homeTextsSchema = v.object({
  mostPopularTitle: v.string(),
  newArrivalsTitle: v.string(),
  shippingText: v.string(),
});
export type HomeTexts = v.InferOutput<typeof homeTextsSchema>;

/**
 * How much cash on delivery one shopper may have open at once (orders neither delivered nor
 * cancelled): how many orders, and how many rupees before the COD fee, the new order included.
 */
export const codCapsSchema = v.object({
  maxOpenOrders: v.number(),
  maxOpenValue: v.number(),
});
export type CodCaps = v.InferOutput<typeof codCapsSchema>;

/**
 * Selling abroad as only the back office sees it: the number of the letter of undertaking (LUT) the
 * shop filed to export without paying IGST, printed on export invoices; null when none is filed. The
 * exchange rates are in the pricing, which the shop's pages read too.
 */
export const abroadSettingsSchema = v.object({ lutNumber: v.nullable(v.string()) });
export type AbroadSettings = v.InferOutput<typeof abroadSettingsSchema>;

/**
 * GET /api/admin/settings and the answer of PUT: the home page's texts, the shop's contact details,
 * its pricing and what it needs to sell abroad.
 */
export const adminSettingsSchema = v.object({
  home: homeTextsSchema,
  contact: shopContactSchema,
  pricing: pricingSettingsSchema,
  abroad: abroadSettingsSchema,
  cashOnDelivery: codCapsSchema,
  /** Whole rupees of an order a member of staff may refund in all; more is the owner's to give back. */
  refunds: v.object({ staffLimit: v.number() }),
  /** Days after delivery a shopper may ask to return pieces. */
  returns: v.object({ windowDays: v.number() }),
});
export type AdminSettings = v.InferOutput<typeof adminSettingsSchema>;

const requiredText = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.minLength(1, `${label} is required`),
    v.maxLength(max, `${label} can be at most ${max} characters`),
  );

/** An Indian mobile number as typed (spaces and hyphens allowed), kept as +91 and its ten digits. */
const indianMobile = (label: string) => {
  const message = `${label} must be an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91`;
  return v.pipe(
    v.string(message),
    v.transform((value) => value.replace(/[\s-]/g, '')),
    v.regex(/^(?:\+91)?[6-9]\d{9}$/, message),
    v.transform((value) => `+91${value.slice(-10)}`),
  );
};

/**
 * A contact detail the owner may leave empty: absent, null or a blank box is stored as nothing;
 * anything else must pass `schema`.
 */
const optionalDetail = <T extends v.GenericSchema<string, unknown>>(label: string, schema: T) =>
  v.pipe(
    v.nullish(v.string(`${label} must be text`), null),
    v.transform((value) => value?.trim() || null),
    v.nullable(schema),
  );

/** GSTIN: state code, PAN, entity number, Z, check character. */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Text past any number ('1e400', 'Infinity') is no number either. */
const finiteOrNaN = (value: number) => (Number.isFinite(value) ? value : Number.NaN);

/**
 * A number as the owner's form has it, or as JSON: the form's text may carry Indian digit grouping
 * ('1,500'). A blank box is null, for `schema` to refuse or keep.
 */
const typedNumber = <T extends v.GenericSchema<number | null, unknown>>(label: string, schema: T) =>
  v.pipe(
    v.nullish(v.union([v.number(), v.string()], `${label} must be a number`), null),
    v.transform((value) => {
      if (typeof value !== 'string') return value ?? null;
      const digits = value.replace(/[\s,]/g, '');
      return digits === '' ? null : finiteOrNaN(Number(digits));
    }),
    schema,
  );

/** A number from `min` to `max`; text that is no number (NaN) and a blank (null) are named as such. */
const amountBetween = (label: string, min: number, max: number, outOfRange: string) =>
  v.pipe(
    v.number((issue) => (issue.input === null ? `${label} is required` : `${label} must be a number`)),
    v.minValue(min, outOfRange),
    v.maxValue(max, outOfRange),
  );

const rupeesText = (amount: number) => amount.toLocaleString('en-IN');

/** Hundredths of a percent are the finest rate (0.25 percent is a GST rate). */
const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** An LUT's ARN as the GST portal issues it, such as AD270326012345X; other offices' forms vary. */
const LUT_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9/-]*$/;
const MAX_LUT_NUMBER_LENGTH = 50;

/**
 * Rupees for one unit of a currency abroad as typed, or a blank box for none: more than nothing, to the
 * paisa, and no more than `MAX_EXCHANGE_RATE_RUPEES` (a rate typed with extra zeros). Left out, it
 * stays as stored: a client that sends back the settings it read (which carry no rates in this group)
 * keeps them.
 */
const exchangeRate = (label: string) => {
  const outOfRange = `${label} must be more than 0 and at most ${rupeesText(MAX_EXCHANGE_RATE_RUPEES)}, or empty`;
  return v.pipe(
    v.nullish(v.union([v.number(), v.string()], `${label} must be a number`)),
    v.transform((value) => {
      if (typeof value !== 'string') return value;
      const digits = value.replace(/[\s,]/g, '');
      return digits === '' ? null : finiteOrNaN(Number(digits));
    }),
    v.nullish(
      v.pipe(
        v.number(`${label} must be a number`),
        v.gtValue(0, outOfRange),
        v.maxValue(MAX_EXCHANGE_RATE_RUPEES, outOfRange),
        v.check(hasTwoDecimalsAtMost, `${label} can have at most two decimals, such as 84.25`),
      ),
    ),
  );
};

/** The LUT number, uppercased; a blank box or null is none, and left out it stays as stored. */
const lutNumber = v.pipe(
  v.nullish(v.string('LUT number must be text')),
  v.transform((value) => (value === undefined ? undefined : value?.trim() || null)),
  v.nullish(
    v.pipe(
      v.string(),
      v.toUpperCase(),
      v.maxLength(MAX_LUT_NUMBER_LENGTH, `LUT number can be at most ${MAX_LUT_NUMBER_LENGTH} characters`),
      v.regex(
        LUT_NUMBER_PATTERN,
        'LUT number can have only letters, digits, slashes and hyphens, such as AD270326012345X',
      ),
    ),
  ),
);

/** PUT /api/admin/settings: the whole of both groups, as the owner's form has them. */
export const adminSettingsBodySchema = fieldsObject({
  home: fieldsObject(
    {
      mostPopularTitle: requiredText('Most Popular title', 60),
      newArrivalsTitle: requiredText('New Arrivals title', 60),
      shippingText: requiredText('Shipping banner text', 200),
    },
    'Give the home page texts',
  ),
  contact: v.object(
    {
      address: optionalDetail(
        'Address',
        v.pipe(
          v.string(),
          v.maxLength(500, 'Address can be at most 500 characters'),
          v.transform((text) => text.replace(/\r\n?/g, '\n')),
        ),
      ),
      phone: optionalDetail('Phone', indianMobile('Phone')),
      whatsapp: optionalDetail('WhatsApp number', indianMobile('WhatsApp number')),
      email: optionalDetail(
        'Email',
        v.pipe(
          v.string('Email must be a valid email address, such as care@brassaangan.in'),
          v.regex(EMAIL_ADDRESS, 'Email must be a valid email address, such as care@brassaangan.in'),
          v.maxLength(254, 'Email can be at most 254 characters'),
          v.transform((email) => email.toLowerCase()),
        ),
      ),
      gstin: optionalDetail(
        'GSTIN',
        v.pipe(
          v.string(),
          v.toUpperCase(),
          v.regex(GSTIN_PATTERN, 'GSTIN must be 15 characters in the GST format, such as 33ABCDE1234F1Z5'),
        ),
      ),
    },
    'Give the contact details',
  ),
  /**
   * Absent in a save from a back office that predates the pricing group: the stored pricing then stays
   * as it is. Given, all of it is checked and saved with the other groups.
   */
  pricing: v.optional(
    v.object(
      {
        taxRatePercent: typedNumber(
          'Tax rate',
          v.pipe(
            amountBetween(
              'Tax rate',
              0,
              MAX_TAX_RATE_PERCENT,
              `Tax rate must be between 0 and ${MAX_TAX_RATE_PERCENT} percent`,
            ),
            v.check(hasTwoDecimalsAtMost, 'Tax rate can have at most two decimals, such as 0.25'),
          ),
        ),
        deliveryFee: typedNumber(
          'Delivery fee',
          v.pipe(
            amountBetween(
              'Delivery fee',
              0,
              MAX_CART_DELIVERY_FEE,
              `Delivery fee must be between 0 and ${rupeesText(MAX_CART_DELIVERY_FEE)} rupees`,
            ),
            v.safeInteger('Delivery fee must be in whole rupees'),
          ),
        ),
        freeDeliveryThreshold: typedNumber(
          'Free delivery threshold',
          v.nullable(
            v.pipe(
              amountBetween(
                'Free delivery threshold',
                0,
                MAX_ORDER_TOTAL,
                `Free delivery threshold must be between 0 and ${rupeesText(MAX_ORDER_TOTAL)} rupees, or empty`,
              ),
              v.safeInteger('Free delivery threshold must be in whole rupees'),
            ),
          ),
        ),
        // Optional: a back office that predates cash on delivery leaves them as they are.
        codFee: v.optional(
          typedNumber(
            'Cash on delivery fee',
            v.pipe(
              amountBetween(
                'Cash on delivery fee',
                0,
                MAX_CART_DELIVERY_FEE,
                `Cash on delivery fee must be between 0 and ${rupeesText(MAX_CART_DELIVERY_FEE)} rupees`,
              ),
              v.safeInteger('Cash on delivery fee must be in whole rupees'),
            ),
          ),
        ),
        codLimit: v.optional(
          typedNumber(
            'Cash on delivery limit',
            v.pipe(
              amountBetween(
                'Cash on delivery limit',
                0,
                MAX_ORDER_TOTAL,
                `Cash on delivery limit must be between 0 and ${rupeesText(MAX_ORDER_TOTAL)} rupees`,
              ),
              v.safeInteger('Cash on delivery limit must be in whole rupees'),
            ),
          ),
        ),
      },
      'Give the pricing',
    ),
  ),
  /**
   * Absent in a save from a back office that predates selling abroad: the rates and the LUT then stay
   * as stored, as does each of them left out. A rate that changes is dated today (in India) by the API.
   */
  abroad: v.optional(
    v.object(
      {
        usdRupees: exchangeRate('Rupees for one US dollar'),
        gbpRupees: exchangeRate('Rupees for one pound'),
        lutNumber,
      },
      'Give the selling abroad settings',
    ),
  ),
  /** Absent in a save from a back office that predates the caps: they then stay as stored. */
  cashOnDelivery: v.optional(
    v.object(
      {
        maxOpenOrders: typedNumber(
          'Open cash on delivery orders',
          v.pipe(
            amountBetween(
              'Open cash on delivery orders',
              1,
              MAX_OPEN_COD_ORDERS,
              `Open cash on delivery orders must be between 1 and ${MAX_OPEN_COD_ORDERS}`,
            ),
            v.safeInteger('Open cash on delivery orders must be a whole number'),
          ),
        ),
        maxOpenValue: typedNumber(
          'Open cash on delivery value',
          v.pipe(
            amountBetween(
              'Open cash on delivery value',
              1,
              MAX_ORDER_TOTAL,
              `Open cash on delivery value must be between 1 and ${rupeesText(MAX_ORDER_TOTAL)} rupees`,
            ),
            v.safeInteger('Open cash on delivery value must be in whole rupees'),
          ),
        ),
      },
      'Give the cash on delivery caps',
    ),
  ),
  /** Absent in a save from a back office that predates it: the stored limit then stays. */
  refunds: v.optional(
    v.object(
      {
        staffLimit: typedNumber(
          'Staff refund limit',
          v.pipe(
            amountBetween(
              'Staff refund limit',
              0,
              MAX_ORDER_TOTAL,
              `Staff refund limit must be between 0 and ${rupeesText(MAX_ORDER_TOTAL)} rupees`,
            ),
            v.safeInteger('Staff refund limit must be in whole rupees'),
          ),
        ),
      },
      'Give the refund limit',
    ),
  ),
  /** Absent in a save from a back office that predates it: the stored window then stays. */
  returns: v.optional(
    v.object(
      {
        windowDays: typedNumber(
          'Return window',
          v.pipe(
            amountBetween('Return window', 0, 365, 'Return window must be between 0 and 365 days'),
            v.safeInteger('Return window must be in whole days'),
          ),
        ),
      },
      'Give the return window',
    ),
  ),
});
export type AdminSettingsBody = v.InferOutput<typeof adminSettingsBodySchema>;
/** The body of PUT /api/admin/settings as the back office may send it: its form's text, unparsed. */
export type AdminSettingsInput = v.InferInput<typeof adminSettingsBodySchema>;
