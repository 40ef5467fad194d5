import * as v from 'valibot';
import { setTimeout as sleep } from 'node:timers/promises';
import { shopContactSchema, type ShopContact } from '@brass/shared/contracts/content';
import { REQUEST_ID_HEADER } from '../observability/request-id.ts';

/**
 * The longest a page waits for a fresh answer. Past it the page goes with the last answer, or without
 * one, and the browser asks the API itself; the call goes on for the pages after it.
 */
const PAGE_WAIT_MS = 300;
/** A call to the API that has not answered by then is given up. */
const CALL_TIMEOUT_MS = 2_000;

/**
 * The shop's contact details for a page whose API is at `apiBase`, or undefined when unknown; a call
 * made for the page carries its `requestId`.
 */
export type ShopContactSource = (apiBase: string, requestId: string) => Promise<ShopContact | undefined>;

/**
 * The shop's contact details as the API serves them to anyone (`GET /api/settings/shop-contact`), for
 * the host's server to inline into its pages: the footer on every page and the contact page then render
 * them in their first render, with no call from the browser and nothing moving when an answer lands.
 * Each page asks afresh (pages composed while a call is on its way share it), so the footer says what
 * the contact page rendered on the server beside it says: the API keeps the answer in memory and forgets
 * it as soon as the owner saves. A page never waits for it longer than PAGE_WAIT_MS; a late or failed
 * answer leaves the page with the last details known.
 */
export function shopContactFromApi(): ShopContactSource {
  let checked: { apiBase: string; contact: ShopContact | undefined } | undefined;
  let asking: { apiBase: string; answer: Promise<ShopContact | undefined> } | undefined;
  const lastKnown = (apiBase: string) => (checked?.apiBase === apiBase ? checked.contact : undefined);

  const ask = (apiBase: string, requestId: string): Promise<ShopContact | undefined> => {
    if (asking?.apiBase === apiBase) return asking.answer;
    const answer = fetch(`${apiBase.replace(/\/+$/, '')}/api/settings/shop-contact`, {
      headers: { [REQUEST_ID_HEADER]: requestId },
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    })
      .then(async (response) =>
        response.ok ? v.parse(shopContactSchema, await response.json()) : lastKnown(apiBase),
      )
      .catch(() => lastKnown(apiBase))
      .then((contact) => {
        checked = { apiBase, contact };
        if (asking?.answer === answer) asking = undefined;
        return contact;
      });
    asking = { apiBase, answer };
    return answer;
  };

  return async (apiBase, requestId) => {
    const waiting = new AbortController();
    const answer = await Promise.race([
      ask(apiBase, requestId),
      sleep(PAGE_WAIT_MS, 'too slow' as const, { signal: waiting.signal }).catch(() => 'too slow' as const),
    ]);
    waiting.abort();
    return answer === 'too slow' ? lastKnown(apiBase) : answer;
  };
}
