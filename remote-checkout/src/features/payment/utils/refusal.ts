/**
 * The API's explanation when it refused what the shopper sent (a 4xx with a message), such as an
 * expired shipping quote; null for anything else, whose text would only confuse at checkout.
 */
export function refusalOf(error: unknown): string | null {
  const response = responseOf(error);
  const status = response?.status;
  // 401 ends the session, and the page then asks the shopper to log in.
  if (typeof status !== 'number' || status < 400 || status >= 500 || status === 401) return null;
  const body = response?.data;
  const message =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : null;
}

/**
 * The API's message when it could not make the order of a payment because a piece sold out while the
 * shopper paid (409): it says the payment was refunded. Null for anything else.
 */
export function soldOutWhilePayingOf(error: unknown): string | null {
  return responseOf(error)?.status === 409 ? refusalOf(error) : null;
}

function responseOf(error: unknown): { status?: unknown; data?: unknown } | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  return (error as { response?: { status?: unknown; data?: unknown } }).response;
}
