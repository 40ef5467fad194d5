/**
 * The accounts' contract: sign-in, registration, sessions, email confirmation, password reset, and the
 * delivery addresses a shopper keeps or types. Owned by the account team (remote-account). The API
 * validates and documents its routes with these zod schemas; the shop's pages import them as types only,
 * and the back office also parses its answers with them (docs/frontend-guide.md).
 */
import { z } from 'zod';
import { CHECKOUT_COUNTRIES, INDIAN_STATES } from '../constants';
import {
  formatUkPostcode,
  isUkPhone,
  isUkPostcode,
  isUsPhone,
  UK_ADDRESS_MESSAGES,
  US_ADDRESS_MESSAGES,
  US_STATES,
  ZIP_CODE_PATTERN,
} from '../abroad-address';
import { COUNTRY_MESSAGE } from '../address-rules';
import { ADDRESS_MESSAGES, isIndianMobile, PINCODE_PATTERN } from '../indian-address';
import { holdsWebAddress, NAME_WITH_WEB_ADDRESS_MESSAGE } from '../person-name';

export const userSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type User = z.infer<typeof userSchema>;

/** Who may open the back office: the shop's staff and its owner; every other account is a shopper. */
export const staffRoleSchema = z.enum(['staff', 'owner']);

export const loginBodySchema = z.object({
  email: z.string().trim().email('Please enter a valid email address').max(254),
  password: z.string().min(1, 'Password is required').max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(100)
    .refine((name) => !holdsWebAddress(name), NAME_WITH_WEB_ADDRESS_MESSAGE),
  email: z.string().trim().email('Please enter a valid email address').max(254),
  password: z.string().min(8, 'Password must be at least 8 characters').max(200),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const googleLoginBodySchema = z.object({ token: z.string().min(1).max(10_000) });

export const sessionSchema = z.object({
  user: userSchema,
  token: z.string(),
  /** What the shopper must be told on signing in, e.g. that Google sign-in took over an unconfirmed account. */
  notice: z.string().optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/** POST /api/users/register: the new account is signed in at once, as the shop's design wants. */
export const registerResponseSchema = sessionSchema.extend({ message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /api/users/confirm-email: the secret of the link mailed at registration. */
export const confirmEmailBodySchema = z.object({ token: z.string().trim().min(1).max(200) });
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

/** The answer of confirm-email and of asking for a new link. */
export const emailConfirmationAnswerSchema = z.object({ message: z.string() });
export type EmailConfirmationAnswer = z.infer<typeof emailConfirmationAnswerSchema>;

/** POST /api/users/password-reset: the address to mail a link that sets a new password. */
export const passwordResetRequestBodySchema = z.object({
  email: z.string().trim().email('Please enter a valid email address').max(254),
});
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** POST /api/users/password-reset/check: the secret of the mailed link, before a password is typed. */
export const passwordResetLinkBodySchema = z.object({ token: z.string().trim().min(1).max(200) });

/** The account whose password a live link sets, so that a password manager saves the new one under it. */
export const passwordResetLinkSchema = z.object({ email: z.string() });
export type PasswordResetLink = z.infer<typeof passwordResetLinkSchema>;

/** POST /api/users/password-reset/complete: the link's secret and the new password. */
export const passwordResetBodySchema = passwordResetLinkBodySchema.extend({
  password: z.string().min(8, 'Password must be at least 8 characters').max(200),
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** The answer of asking for a link and of setting the new password. */
export const passwordResetAnswerSchema = z.object({ message: z.string() });
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswerSchema>;

/** GET /api/users/me: whether a stored token still names an account. */
export const currentUserResponseSchema = z.object({ user: userSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/**
 * GET /api/users/me: the signed-in account and what it may do now (staff and the owner also run the
 * back office), so the shop can offer them the way there.
 */
export const signedInAccountSchema = currentUserResponseSchema.extend({
  role: z.enum(['shopper', ...staffRoleSchema.options]),
});
export type SignedInAccount = z.infer<typeof signedInAccountSchema>;

/** POST /api/users/refresh answers a `Session`; logout and logout-all say what ended. */
export const logoutResponseSchema = z.object({ message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

export const countrySchema = z.enum(CHECKOUT_COUNTRIES, { error: COUNTRY_MESSAGE });
export type Country = z.infer<typeof countrySchema>;

/** The checkout form (Delivery address). */
export const deliveryAddressSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  phone: z.string().trim().min(1).max(30),
  country: countrySchema,
  address1: z.string().trim().min(1).max(300),
  address2: z.string().trim().max(300).optional(),
  city: z.string().trim().min(1).max(100),
  /** The state, or in the United Kingdom the county, which may be left empty. */
  region: z.string().trim().max(100),
  zip: z.string().trim().min(1).max(20),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

const filledIn = (max: number, message: string) => z.string().trim().min(1, message).max(max);

/**
 * A delivery address in India as the checkout sends it: a mobile number, a 6-digit pincode and one of
 * the states and union territories (the rules of `@brass/shared/indian-address`); the landmark helps the
 * courier find the door.
 */
export const indianAddressSchema = z.object({
  firstName: filledIn(100, ADDRESS_MESSAGES.firstName),
  lastName: filledIn(100, ADDRESS_MESSAGES.lastName),
  phone: z.string().trim().max(30).refine(isIndianMobile, ADDRESS_MESSAGES.phone),
  country: z.literal('India'),
  address1: filledIn(300, ADDRESS_MESSAGES.address1),
  address2: z.string().trim().max(300).optional(),
  landmark: z.string().trim().max(200).optional(),
  city: filledIn(100, ADDRESS_MESSAGES.city),
  region: z.enum(INDIAN_STATES, { error: ADDRESS_MESSAGES.region }),
  zip: z.string().trim().regex(PINCODE_PATTERN, ADDRESS_MESSAGES.zip),
});
export type IndianAddress = z.infer<typeof indianAddressSchema>;

/**
 * A delivery address in the United States: a ZIP code (5 digits or ZIP+4), one of the 50 states or
 * the District of Columbia, and a phone number with its country code (`@brass/shared/abroad-address`).
 */
export const usAddressSchema = z.object({
  firstName: filledIn(100, US_ADDRESS_MESSAGES.firstName),
  lastName: filledIn(100, US_ADDRESS_MESSAGES.lastName),
  phone: z.string().trim().max(30).refine(isUsPhone, US_ADDRESS_MESSAGES.phone),
  country: z.literal('United States'),
  address1: filledIn(300, US_ADDRESS_MESSAGES.address1),
  address2: z.string().trim().max(300).optional(),
  landmark: z.string().trim().max(200).optional(),
  city: filledIn(100, US_ADDRESS_MESSAGES.city),
  region: z.enum(US_STATES, { error: US_ADDRESS_MESSAGES.region }),
  zip: z.string().trim().regex(ZIP_CODE_PATTERN, US_ADDRESS_MESSAGES.zip),
});
export type UsAddress = z.infer<typeof usAddressSchema>;

/**
 * A delivery address in the United Kingdom: a postcode (kept as Royal Mail prints it, SW1A 1AA), a
 * town, an optional county, and a phone number with its country code.
 */
export const ukAddressSchema = z.object({
  firstName: filledIn(100, UK_ADDRESS_MESSAGES.firstName),
  lastName: filledIn(100, UK_ADDRESS_MESSAGES.lastName),
  phone: z.string().trim().max(30).refine(isUkPhone, UK_ADDRESS_MESSAGES.phone),
  country: z.literal('United Kingdom'),
  address1: filledIn(300, UK_ADDRESS_MESSAGES.address1),
  address2: z.string().trim().max(300).optional(),
  landmark: z.string().trim().max(200).optional(),
  city: filledIn(100, UK_ADDRESS_MESSAGES.city),
  region: z.string().trim().max(100, UK_ADDRESS_MESSAGES.region),
  zip: z.string().trim().refine(isUkPostcode, UK_ADDRESS_MESSAGES.zip).overwrite(formatUkPostcode),
});
export type UkAddress = z.infer<typeof ukAddressSchema>;

const addressSchemas = [indianAddressSchema, usAddressSchema, ukAddressSchema] as const;

/**
 * An address the shop delivers to, by its country: the API takes orders and saved addresses in this
 * shape only, and refuses each field with the words the checkout shows beside it.
 */
export const orderAddressSchema = z.discriminatedUnion('country', addressSchemas, {
  error: COUNTRY_MESSAGE,
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** GET /api/pincodes/:pincode */
export const pincodeParamsSchema = z.object({
  pincode: z.string().regex(PINCODE_PATTERN, 'A pincode is 6 digits not starting with 0, such as 600042'),
});

/** Where a pincode is, from India Post's directory: what the checkout fills in for the shopper. */
export const pincodePlaceSchema = z.object({
  pincode: z.string(),
  /** The district, as addresses write it (New Delhi or Delhi in the capital). */
  city: z.string(),
  state: z.enum(INDIAN_STATES),
});
export type PincodePlace = z.infer<typeof pincodePlaceSchema>;

/**
 * POST /api/users/me/addresses: an address to keep for the next checkout, with its country; the same
 * rules as an order's, described for the API's documentation.
 */
export const saveAddressBodySchema = orderAddressSchema.describe(
  'An address to keep for the next checkout, in India, the United States or the United Kingdom',
);
export type SaveAddressBody = z.infer<typeof saveAddressBodySchema>;

const withId = z.object({ id: z.string() });
export const savedAddressSchema = z.discriminatedUnion('country', [
  indianAddressSchema.extend(withId.shape),
  usAddressSchema.extend(withId.shape),
  ukAddressSchema.extend(withId.shape),
]);
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** GET /api/users/me/addresses: the shopper's own, the newest first. */
export const savedAddressListSchema = z.object({ addresses: z.array(savedAddressSchema) });
export type SavedAddressList = z.infer<typeof savedAddressListSchema>;
