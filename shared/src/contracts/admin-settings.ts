/**
 * The back office's contract for the shop's settings: home page texts, contact details, pricing, selling
 * abroad (exchange rates, the letter of undertaking), cash on delivery caps and the staff refund limit. Owned by the back office team (remote-admin). The API
 * validates and documents its routes with these zod schemas; the shop's pages import them as types only,
 * and the back office also parses its answers with them (docs/frontend-guide.md).
 */
import { z } from 'zod';
import {
  MAX_CART_DELIVERY_FEE,
  MAX_EXCHANGE_RATE_RUPEES,
  MAX_OPEN_COD_ORDERS,
  MAX_ORDER_TOTAL,
  MAX_TAX_RATE_PERCENT,
} from '../constants';
import { pricingSettingsSchema } from './checkout';
import { shopContactSchema } from './content';

/** The home page's texts the owner writes. */
export const homeTextsSchema = z.object({
  mostPopularTitle: z.string(),
  newArrivalsTitle: z.string(),
  shippingText: z.string(),
});
export type HomeTexts = z.infer<typeof homeTextsSchema>;

/**
 * How much cash on delivery one shopper may have open at once (orders neither delivered nor
 * cancelled): how many orders, and how many rupees before the COD fee, the new order included.
 */
export const codCapsSchema = z.object({
  maxOpenOrders: z.number(),
  maxOpenValue: z.number(),
});
export type CodCaps = z.infer<typeof codCapsSchema>;

/**
 * Selling abroad as only the back office sees it: the number of the letter of undertaking (LUT) the
 * shop filed to export without paying IGST, printed on export invoices; null when none is filed. The
 * exchange rates are in the pricing, which the shop's pages read too.
 */
export const abroadSettingsSchema = z.object({ lutNumber: z.string().nullable() });
export type AbroadSettings = z.infer<typeof abroadSettingsSchema>;

/**
 * GET /api/admin/settings and the answer of PUT: the home page's texts, the shop's contact details,
 * its pricing and what it needs to sell abroad.
 */
export const adminSettingsSchema = z.object({
  home: homeTextsSchema,
  contact: shopContactSchema,
  pricing: pricingSettingsSchema,
  abroad: abroadSettingsSchema,
  cashOnDelivery: codCapsSchema,
  /** Whole rupees of an order a member of staff may refund in all; more is the owner's to give back. */
  refunds: z.object({ staffLimit: z.number() }),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

const requiredText = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`);

/** An Indian mobile number as typed (spaces and hyphens allowed), kept as +91 and its ten digits. */
const indianMobile = (label: string) => {
  const message = `${label} must be an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91`;
  return z
    .string(message)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^(?:\+91)?[6-9]\d{9}$/, message))
    .transform((value) => `+91${value.slice(-10)}`);
};

/**
 * A contact detail the owner may leave empty: absent, null or a blank box is stored as nothing;
 * anything else must pass `schema`.
 */
const optionalDetail = <T extends z.ZodType<unknown, string>>(label: string, schema: T) =>
  z
    .string(`${label} must be text`)
    .nullish()
    .transform((value) => value?.trim() || null)
    .pipe(schema.nullable());

/** GSTIN: state code, PAN, entity number, Z, check character. */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * A number as the owner's form has it, or as JSON: the form's text may carry Indian digit grouping
 * ('1,500'). A blank box is null, for `schema` to refuse or keep.
 */
const typedNumber = <T extends z.ZodType<unknown, number | null>>(label: string, schema: T) =>
  z
    .union([z.number(), z.string()], `${label} must be a number`)
    .nullish()
    .transform((value) => {
      if (typeof value !== 'string') return value ?? null;
      const digits = value.replace(/[\s,]/g, '');
      return digits === '' ? null : Number(digits);
    })
    .pipe(schema);

/** A number from `min` to `max`; text that is no number (NaN) and a blank (null) are named as such. */
const amountBetween = (label: string, min: number, max: number, outOfRange: string) =>
  z
    .number({
      error: (issue) => (issue.input === null ? `${label} is required` : `${label} must be a number`),
    })
    .min(min, outOfRange)
    .max(max, outOfRange);

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
  return z
    .union([z.number(), z.string()], `${label} must be a number`)
    .nullish()
    .transform((value) => {
      if (typeof value !== 'string') return value;
      const digits = value.replace(/[\s,]/g, '');
      return digits === '' ? null : Number(digits);
    })
    .pipe(
      z
        .number(`${label} must be a number`)
        .positive(outOfRange)
        .max(MAX_EXCHANGE_RATE_RUPEES, outOfRange)
        .refine(hasTwoDecimalsAtMost, `${label} can have at most two decimals, such as 84.25`)
        .nullish(),
    );
};

/** The LUT number, uppercased; a blank box or null is none, and left out it stays as stored. */
const lutNumber = z
  .string('LUT number must be text')
  .nullish()
  .transform((value) => (value === undefined ? undefined : value?.trim() || null))
  .pipe(
    z
      .string()
      .toUpperCase()
      .max(MAX_LUT_NUMBER_LENGTH, `LUT number can be at most ${MAX_LUT_NUMBER_LENGTH} characters`)
      .regex(
        LUT_NUMBER_PATTERN,
        'LUT number can have only letters, digits, slashes and hyphens, such as AD270326012345X',
      )
      .nullish(),
  );

/** PUT /api/admin/settings: the whole of both groups, as the owner's form has them. */
export const adminSettingsBodySchema = z.object({
  home: z.object(
    {
      mostPopularTitle: requiredText('Most Popular title', 60),
      newArrivalsTitle: requiredText('New Arrivals title', 60),
      shippingText: requiredText('Shipping banner text', 200),
    },
    'Give the home page texts',
  ),
  contact: z.object(
    {
      address: optionalDetail(
        'Address',
        z
          .string()
          .max(500, 'Address can be at most 500 characters')
          .transform((text) => text.replace(/\r\n?/g, '\n')),
      ),
      phone: optionalDetail('Phone', indianMobile('Phone')),
      whatsapp: optionalDetail('WhatsApp number', indianMobile('WhatsApp number')),
      email: optionalDetail(
        'Email',
        z
          .email('Email must be a valid email address, such as care@brassaangan.in')
          .max(254, 'Email can be at most 254 characters')
          .transform((email) => email.toLowerCase()),
      ),
      gstin: optionalDetail(
        'GSTIN',
        z
          .string()
          .toUpperCase()
          .regex(GSTIN_PATTERN, 'GSTIN must be 15 characters in the GST format, such as 33ABCDE1234F1Z5'),
      ),
    },
    'Give the contact details',
  ),
  /**
   * Absent in a save from a back office that predates the pricing group: the stored pricing then stays
   * as it is. Given, all of it is checked and saved with the other groups.
   */
  pricing: z
    .object(
      {
        taxRatePercent: typedNumber(
          'Tax rate',
          amountBetween(
            'Tax rate',
            0,
            MAX_TAX_RATE_PERCENT,
            `Tax rate must be between 0 and ${MAX_TAX_RATE_PERCENT} percent`,
          ).refine(hasTwoDecimalsAtMost, 'Tax rate can have at most two decimals, such as 0.25'),
        ),
        deliveryFee: typedNumber(
          'Delivery fee',
          amountBetween(
            'Delivery fee',
            0,
            MAX_CART_DELIVERY_FEE,
            `Delivery fee must be between 0 and ${rupeesText(MAX_CART_DELIVERY_FEE)} rupees`,
          ).int('Delivery fee must be in whole rupees'),
        ),
        freeDeliveryThreshold: typedNumber(
          'Free delivery threshold',
          amountBetween(
            'Free delivery threshold',
            0,
            MAX_ORDER_TOTAL,
            `Free delivery threshold must be between 0 and ${rupeesText(MAX_ORDER_TOTAL)} rupees, or empty`,
          )
            .int('Free delivery threshold must be in whole rupees')
            .nullable(),
        ),
        // Optional: a back office that predates cash on delivery leaves them as they are.
        codFee: typedNumber(
          'Cash on delivery fee',
          amountBetween(
            'Cash on delivery fee',
            0,
            MAX_CART_DELIVERY_FEE,
            `Cash on delivery fee must be between 0 and ${rupeesText(MAX_CART_DELIVERY_FEE)} rupees`,
          ).int('Cash on delivery fee must be in whole rupees'),
        ).optional(),
        codLimit: typedNumber(
          'Cash on delivery limit',
          amountBetween(
            'Cash on delivery limit',
            0,
            MAX_ORDER_TOTAL,
            `Cash on delivery limit must be between 0 and ${rupeesText(MAX_ORDER_TOTAL)} rupees`,
          ).int('Cash on delivery limit must be in whole rupees'),
        ).optional(),
      },
      'Give the pricing',
    )
    .optional(),
  /**
   * Absent in a save from a back office that predates selling abroad: the rates and the LUT then stay
   * as stored, as does each of them left out. A rate that changes is dated today (in India) by the API.
   */
  abroad: z
    .object(
      {
        usdRupees: exchangeRate('Rupees for one US dollar'),
        gbpRupees: exchangeRate('Rupees for one pound'),
        lutNumber,
      },
      'Give the selling abroad settings',
    )
    .optional(),
  /** Absent in a save from a back office that predates the caps: they then stay as stored. */
  cashOnDelivery: z
    .object(
      {
        maxOpenOrders: typedNumber(
          'Open cash on delivery orders',
          amountBetween(
            'Open cash on delivery orders',
            1,
            MAX_OPEN_COD_ORDERS,
            `Open cash on delivery orders must be between 1 and ${MAX_OPEN_COD_ORDERS}`,
          ).int('Open cash on delivery orders must be a whole number'),
        ),
        maxOpenValue: typedNumber(
          'Open cash on delivery value',
          amountBetween(
            'Open cash on delivery value',
            1,
            MAX_ORDER_TOTAL,
            `Open cash on delivery value must be between 1 and ${rupeesText(MAX_ORDER_TOTAL)} rupees`,
          ).int('Open cash on delivery value must be in whole rupees'),
        ),
      },
      'Give the cash on delivery caps',
    )
    .optional(),
  /** Absent in a save from a back office that predates it: the stored limit then stays. */
  refunds: z
    .object(
      {
        staffLimit: typedNumber(
          'Staff refund limit',
          amountBetween(
            'Staff refund limit',
            0,
            MAX_ORDER_TOTAL,
            `Staff refund limit must be between 0 and ${rupeesText(MAX_ORDER_TOTAL)} rupees`,
          ).int('Staff refund limit must be in whole rupees'),
        ),
      },
      'Give the refund limit',
    )
    .optional(),
});
export type AdminSettingsBody = z.infer<typeof adminSettingsBodySchema>;
/** The body of PUT /api/admin/settings as the back office may send it: its form's text, unparsed. */
export type AdminSettingsInput = z.input<typeof adminSettingsBodySchema>;
