import { setTimeout as sleep } from 'node:timers/promises';
import { shopContactSchema, type ShopContact } from '../../../shared/src/contract.ts';

/** How long an answer of the API stands: the details the owner saves reach the pages within it. */
const FRESH_MS = 5_000;
/**
 * The longest a page waits for a fresh answer. Past it the page goes with the last answer, or without
 * one, and the browser asks the API itself; the call goes on for the pages after it.
 */
const PAGE_WAIT_MS = 300;
/** A call to the API that has not answered by then is given up. */
const CALL_TIMEOUT_MS = 2_000;

/** The shop's contact details for a page whose API is at `apiBase`, or undefined when unknown. */
export type ShopContactSource = (apiBase: string) => Promise<ShopContact | undefined>;

/**
 * The shop's contact details as the API serves them to anyone (`GET /api/settings/shop-contact`), for
 * the host's server to inline into its pages: the footer on every page and the contact page then draw
 * them in their first render, with no call from the browser and nothing moving when an answer lands.
 * The API is asked at most once per FRESH_MS whatever the traffic (a failed call counts too, keeping
 * the last details it had), and a page never waits for it longer than PAGE_WAIT_MS.
 */
export function shopContactFromApi(now: () => number = Date.now): ShopContactSource {
  let checked: { apiBase: string; at: number; contact: ShopContact | undefined } | undefined;
  let asking: { apiBase: string; answer: Promise<ShopContact | undefined> } | undefined;
  const lastKnown = (apiBase: string) => (checked?.apiBase === apiBase ? checked.contact : undefined);

  const ask = (apiBase: string): Promise<ShopContact | undefined> => {
    if (asking?.apiBase === apiBase) return asking.answer;
    const answer = fetch(`${apiBase.replace(/\/+$/, '')}/api/settings/shop-contact`, {
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    })
      .then(async (response) =>
        response.ok ? shopContactSchema.parse(await response.json()) : lastKnown(apiBase),
      )
      .catch(() => lastKnown(apiBase))
      .then((contact) => {
        checked = { apiBase, at: now(), contact };
        if (asking?.answer === answer) asking = undefined;
        return contact;
      });
    asking = { apiBase, answer };
    return answer;
  };

  return async (apiBase) => {
    if (checked?.apiBase === apiBase && now() - checked.at < FRESH_MS) return checked.contact;
    const waiting = new AbortController();
    const answer = await Promise.race([
      ask(apiBase),
      sleep(PAGE_WAIT_MS, 'too slow' as const, { signal: waiting.signal }).catch(() => 'too slow' as const),
    ]);
    waiting.abort();
    return answer === 'too slow' ? lastKnown(apiBase) : answer;
  };
}
