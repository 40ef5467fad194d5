/**
 * How shoppers reach the shop (address, phone, WhatsApp, email, GSTIN), as the owner saved them in the
 * back office; rendered by the shell's footer and the contact page. The server that sends the host page
 * inlines them, so a composed page renders them in its first render and asks nothing; elsewhere (the
 * development servers, or when the API was slow to answer that server) the first reader of a page
 * asks the API once and every later reader on the page takes that answer.
 */
import { apiClient } from '@brass/shared/api';
import { useServerAnswer } from '@brass/shared/server-data';
import { useRequest } from '@brass/shared/use-request';
import type { ShopContact } from './contracts/content';

declare global {
  interface Window {
    /** The shop's contact details as this page knows them: inlined by its server, or the API's first answer. */
    __BRASS_SHOP_CONTACT__?: ShopContact;
  }
}

const FIELDS = ['address', 'phone', 'whatsapp', 'email', 'gstin'] as const satisfies (keyof ShopContact)[];

/** What a page shows until the details are known, or when they cannot be read: none given. */
const NONE_GIVEN: ShopContact = { address: null, phone: null, whatsapp: null, email: null, gstin: null };

/** Each detail as text, or null: a blank or anything but text counts as not given, never as a crash. */
function detailsOf(value: unknown): ShopContact {
  const given = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const details = { ...NONE_GIVEN };
  for (const field of FIELDS) {
    const detail = given[field];
    if (typeof detail === 'string' && detail.trim() !== '') details[field] = detail.trim();
  }
  return details;
}

/** The key a page rendered on the server keeps the details under, for `useShopContact` to find them there. */
export const SHOP_CONTACT_KEY = 'shop-contact';

/** The details as the API gives them now. */
export async function getShopContact(signal?: AbortSignal): Promise<ShopContact> {
  const { data } = await apiClient.get<unknown>('/api/settings/shop-contact', { signal });
  return detailsOf(data);
}

let asking: Promise<ShopContact> | undefined;

/** One call for the whole page, whoever asks first; its answer is kept where the server would have put it. */
function askOnce(): Promise<ShopContact> {
  asking ??= getShopContact()
    .then((contact) => {
      window.__BRASS_SHOP_CONTACT__ = contact;
      return contact;
    })
    .finally(() => {
      asking = undefined;
    });
  return asking;
}

/**
 * The shop's contact details, null for each one the owner did not give. Never a loading state: until
 * they are known, and when they cannot be read, every detail is null and the page shows its usual
 * texts. A page rendered on the server renders them from the answers it was rendered with.
 */
export function useShopContact(): ShopContact {
  const { initialData: renderedWith } = useServerAnswer<unknown>(SHOP_CONTACT_KEY);
  const known =
    typeof window === 'undefined' ? renderedWith : (window.__BRASS_SHOP_CONTACT__ ?? renderedWith);
  const state = useRequest(SHOP_CONTACT_KEY, askOnce, {
    initialData: known === undefined ? undefined : detailsOf(known),
  });
  return state.status === 'success' ? state.data : NONE_GIVEN;
}

export interface ContactLink {
  /** What the link opens, said before the value: `Phone: +91 98765 43210`. */
  label: 'Phone' | 'WhatsApp' | 'Email';
  /** The number or address as shoppers read it. */
  text: string;
  href: string;
}

/** An Indian mobile number as the API keeps it (+91 and ten digits), spaced as it is read aloud. */
function spacedNumber(number: string): string {
  const parts = /^\+91(\d{5})(\d{5})$/.exec(number);
  return parts ? `+91 ${parts[1]} ${parts[2]}` : number;
}

/**
 * The links of the details given: a call (tel:), a WhatsApp chat (wa.me, which takes the number's
 * digits only) and a mail (mailto:), in that order.
 */
export function contactLinks({ phone, whatsapp, email }: ShopContact): ContactLink[] {
  const links: ContactLink[] = [];
  if (phone)
    links.push({ label: 'Phone', text: spacedNumber(phone), href: `tel:${phone.replace(/[^\d+]/g, '')}` });
  if (whatsapp)
    links.push({
      label: 'WhatsApp',
      text: spacedNumber(whatsapp),
      href: `https://wa.me/${whatsapp.replace(/\D/g, '')}`,
    });
  if (email) links.push({ label: 'Email', text: email, href: `mailto:${email}` });
  return links;
}
