/**
 * The accounts' contract: sign-in, registration, sessions, email confirmation, password reset, and the
 * delivery addresses a shopper keeps or types. Owned by the account team (remote-account). The API
 * validates and documents its routes with these schemas; the shop's pages import them as types only,
 * and the back office also parses its answers with them (docs/frontend-guide.md).
 */
import * as v from 'valibot';
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

export const userSchema = v.object({ id: v.string(), name: v.string(), email: v.string() });
export type User = v.InferOutput<typeof userSchema>;

/** Who may open the back office: the shop's staff and its owner; every other account is a shopper. */
export const staffRoleSchema = v.picklist(['staff', 'owner']);

/**
 * An email address as the shop takes one: dotted parts of letters, digits and _'+- before the @ (so
 * O'Brien's address is one), and a domain whose last label has two letters or more.
 */
export const EMAIL_ADDRESS =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const emailAddressSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(EMAIL_ADDRESS, 'Please enter a valid email address'),
  v.maxLength(254),
);

export const loginBodySchema = v.object({
  email: emailAddressSchema,
  password: v.pipe(v.string(), v.minLength(1, 'Password is required'), v.maxLength(200)),
});
export type LoginBody = v.InferOutput<typeof loginBodySchema>;

export const registerBodySchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Name is required'),
    v.maxLength(100),
    v.check((name) => !holdsWebAddress(name), NAME_WITH_WEB_ADDRESS_MESSAGE),
  ),
  email: emailAddressSchema,
  password: v.pipe(v.string(), v.minLength(8, 'Password must be at least 8 characters'), v.maxLength(200)),
});
export type RegisterBody = v.InferOutput<typeof registerBodySchema>;

export const googleLoginBodySchema = v.object({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(10_000)),
});

export const sessionSchema = v.object({
  user: userSchema,
  token: v.string(),
  /** What the shopper must be told on signing in, e.g. that Google sign-in took over an unconfirmed account. */
  notice: v.optional(v.string()),
});
export type Session = v.InferOutput<typeof sessionSchema>;

/** POST /api/users/register: the new account is signed in at once, as the shop's design wants. */
export const registerResponseSchema = v.object({ ...sessionSchema.entries, message: v.string() });
export type RegisterResponse = v.InferOutput<typeof registerResponseSchema>;

/** POST /api/users/confirm-email: the secret of the link mailed at registration. */
export const confirmEmailBodySchema = v.object({
  token: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
});
export type ConfirmEmailBody = v.InferOutput<typeof confirmEmailBodySchema>;

/** The answer of confirm-email and of asking for a new link. */
export const emailConfirmationAnswerSchema = v.object({ message: v.string() });
export type EmailConfirmationAnswer = v.InferOutput<typeof emailConfirmationAnswerSchema>;

/** POST /api/users/password-reset: the address to mail a link that sets a new password. */
export const passwordResetRequestBodySchema = v.object({
  email: emailAddressSchema,
});
export type PasswordResetRequestBody = v.InferOutput<typeof passwordResetRequestBodySchema>;

/** POST /api/users/password-reset/check: the secret of the mailed link, before a password is typed. */
export const passwordResetLinkBodySchema = v.object({
  token: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
});

/** The account whose password a live link sets, so that a password manager saves the new one under it. */
export const passwordResetLinkSchema = v.object({ email: v.string() });
export type PasswordResetLink = v.InferOutput<typeof passwordResetLinkSchema>;

/** POST /api/users/password-reset/complete: the link's secret and the new password. */
export const passwordResetBodySchema = v.object({
  ...passwordResetLinkBodySchema.entries,
  password: v.pipe(v.string(), v.minLength(8, 'Password must be at least 8 characters'), v.maxLength(200)),
});
export type PasswordResetBody = v.InferOutput<typeof passwordResetBodySchema>;

/** The answer of asking for a link and of setting the new password. */
export const passwordResetAnswerSchema = v.object({ message: v.string() });
export type PasswordResetAnswer = v.InferOutput<typeof passwordResetAnswerSchema>;

/** GET /api/users/me: whether a stored token still names an account. */
export const currentUserResponseSchema = v.object({ user: userSchema });
export type CurrentUserResponse = v.InferOutput<typeof currentUserResponseSchema>;

/**
 * GET /api/users/me: the signed-in account and what it may do now (staff and the owner also run the
 * back office), so the shop can offer them the way there.
 */
export const signedInAccountSchema = v.object({
  ...currentUserResponseSchema.entries,
  role: v.picklist(['shopper', ...staffRoleSchema.options]),
});
export type SignedInAccount = v.InferOutput<typeof signedInAccountSchema>;

/** POST /api/users/refresh answers a `Session`; logout and logout-all say what ended. */
export const logoutResponseSchema = v.object({ message: v.string() });
export type LogoutResponse = v.InferOutput<typeof logoutResponseSchema>;

export const countrySchema = v.picklist(CHECKOUT_COUNTRIES, COUNTRY_MESSAGE);
export type Country = v.InferOutput<typeof countrySchema>;

/** The checkout form (Delivery address). */
export const deliveryAddressSchema = v.object({
  firstName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  lastName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  phone: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(30)),
  country: countrySchema,
  address1: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(300)),
  address2: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300))),
  city: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  /** The state, or in the United Kingdom the county, which may be left empty. */
  region: v.pipe(v.string(), v.trim(), v.maxLength(100)),
  zip: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(20)),
});
export type DeliveryAddress = v.InferOutput<typeof deliveryAddressSchema>;

const filledIn = (max: number, message: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, message), v.maxLength(max));

/**
 * A delivery address in India as the checkout sends it: a mobile number, a 6-digit pincode and one of
 * the states and union territories (the rules of `@brass/shared/indian-address`); the landmark helps the
 * courier find the door.
 */
export const indianAddressSchema = v.object({
  firstName: filledIn(100, ADDRESS_MESSAGES.firstName),
  lastName: filledIn(100, ADDRESS_MESSAGES.lastName),
  phone: v.pipe(v.string(), v.trim(), v.maxLength(30), v.check(isIndianMobile, ADDRESS_MESSAGES.phone)),
  country: v.literal('India'),
  address1: filledIn(300, ADDRESS_MESSAGES.address1),
  address2: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300))),
  landmark: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  city: filledIn(100, ADDRESS_MESSAGES.city),
  region: v.picklist(INDIAN_STATES, ADDRESS_MESSAGES.region),
  zip: v.pipe(v.string(), v.trim(), v.regex(PINCODE_PATTERN, ADDRESS_MESSAGES.zip)),
});
export type IndianAddress = v.InferOutput<typeof indianAddressSchema>;

/**
 * A delivery address in the United States: a ZIP code (5 digits or ZIP+4), one of the 50 states or
 * the District of Columbia, and a phone number with its country code (`@brass/shared/abroad-address`).
 */
export const usAddressSchema = v.object({
  firstName: filledIn(100, US_ADDRESS_MESSAGES.firstName),
  lastName: filledIn(100, US_ADDRESS_MESSAGES.lastName),
  phone: v.pipe(v.string(), v.trim(), v.maxLength(30), v.check(isUsPhone, US_ADDRESS_MESSAGES.phone)),
  country: v.literal('United States'),
  address1: filledIn(300, US_ADDRESS_MESSAGES.address1),
  address2: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300))),
  landmark: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  city: filledIn(100, US_ADDRESS_MESSAGES.city),
  region: v.picklist(US_STATES, US_ADDRESS_MESSAGES.region),
  zip: v.pipe(v.string(), v.trim(), v.regex(ZIP_CODE_PATTERN, US_ADDRESS_MESSAGES.zip)),
});
export type UsAddress = v.InferOutput<typeof usAddressSchema>;

/**
 * A delivery address in the United Kingdom: a postcode (kept as Royal Mail prints it, SW1A 1AA), a
 * town, an optional county, and a phone number with its country code.
 */
export const ukAddressSchema = v.object({
  firstName: filledIn(100, UK_ADDRESS_MESSAGES.firstName),
  lastName: filledIn(100, UK_ADDRESS_MESSAGES.lastName),
  phone: v.pipe(v.string(), v.trim(), v.maxLength(30), v.check(isUkPhone, UK_ADDRESS_MESSAGES.phone)),
  country: v.literal('United Kingdom'),
  address1: filledIn(300, UK_ADDRESS_MESSAGES.address1),
  address2: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300))),
  landmark: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  city: filledIn(100, UK_ADDRESS_MESSAGES.city),
  region: v.pipe(v.string(), v.trim(), v.maxLength(100, UK_ADDRESS_MESSAGES.region)),
  zip: v.pipe(
    v.string(),
    v.trim(),
    v.check(isUkPostcode, UK_ADDRESS_MESSAGES.zip),
    v.transform(formatUkPostcode),
  ),
});
export type UkAddress = v.InferOutput<typeof ukAddressSchema>;

const addressSchemas = [indianAddressSchema, usAddressSchema, ukAddressSchema] as const;

/**
 * An address the shop delivers to, by its country: the API takes orders and saved addresses in this
 * shape only, and refuses each field with the words the checkout shows beside it.
 */
export const orderAddressSchema = v.variant('country', addressSchemas, COUNTRY_MESSAGE);
export type OrderAddress = v.InferOutput<typeof orderAddressSchema>;

/** GET /api/pincodes/:pincode */
export const pincodeParamsSchema = v.object({
  pincode: v.pipe(
    v.string(),
    v.regex(PINCODE_PATTERN, 'A pincode is 6 digits not starting with 0, such as 600042'),
  ),
});

/** Where a pincode is, from India Post's directory: what the checkout fills in for the shopper. */
export const pincodePlaceSchema = v.object({
  pincode: v.string(),
  /** The district, as addresses write it (New Delhi or Delhi in the capital). */
  city: v.string(),
  state: v.picklist(INDIAN_STATES),
});
export type PincodePlace = v.InferOutput<typeof pincodePlaceSchema>;

/**
 * POST /api/users/me/addresses: an address to keep for the next checkout, with its country; the same
 * rules as an order's, described for the API's documentation.
 */
export const saveAddressBodySchema = v.pipe(
  orderAddressSchema,
  v.description(
    'An address to keep for the next checkout, in India, the United States or the United Kingdom',
  ),
);
export type SaveAddressBody = v.InferOutput<typeof saveAddressBodySchema>;

const withId = v.object({ id: v.string() });
export const savedAddressSchema = v.variant('country', [
  v.object({ ...indianAddressSchema.entries, ...withId.entries }),
  v.object({ ...usAddressSchema.entries, ...withId.entries }),
  v.object({ ...ukAddressSchema.entries, ...withId.entries }),
]);
export type SavedAddress = v.InferOutput<typeof savedAddressSchema>;

/** GET /api/users/me/addresses: the shopper's own, the newest first. */
export const savedAddressListSchema = v.object({ addresses: v.array(savedAddressSchema) });
export type SavedAddressList = v.InferOutput<typeof savedAddressListSchema>;
