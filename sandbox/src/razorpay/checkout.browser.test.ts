import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSandbox } from '../app.js';
import { hmacSha256Hex } from './signature.js';

const keyId = 'rzp_test_page';
const keySecret = 'page_secret';

/** The part of `window.Razorpay` the shop uses. */
interface RazorpayCheckout {
  open(): RazorpayCheckout;
  close(): void;
  on(event: 'payment.failed', callback: (failure: unknown) => void): RazorpayCheckout;
}
type PageWindow = JSDOM['window'] & { Razorpay: new (options: object) => RazorpayCheckout };

let app: FastifyInstance;
let base: string;
let script: string;
let page: PageWindow;

beforeAll(async () => {
  app = buildSandbox({ logLevel: 'silent', razorpay: { keyId, keySecret } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  script = await (await fetch(`${base}/razorpay/checkout.js`)).text();
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  // A shop page on its own origin that loads checkout.js, as remote-checkout does.
  const dom = new JSDOM(
    '<!doctype html><html><body><button id="place-order">Place Order</button></body></html>',
    {
      url: 'http://localhost:5175/checkout',
      runScripts: 'dangerously',
    },
  );
  page = dom.window as PageWindow;
  // jsdom has no fetch of its own; Node's stands in for the browser's.
  Object.assign(page, { fetch });
  const tag = page.document.createElement('script');
  tag.textContent = script;
  page.document.body.appendChild(tag);
});

async function createOrder(amount: number): Promise<string> {
  const response = await fetch(`${base}/razorpay/v1/orders`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ amount, currency: 'INR', receipt: 'page-test' }),
  });
  return ((await response.json()) as { id: string }).id;
}

function openCheckout(orderId: string) {
  const handler = vi.fn();
  const ondismiss = vi.fn();
  const failed = vi.fn();
  page.document.getElementById('place-order')?.focus();
  const checkout = new page.Razorpay({
    key: keyId,
    amount: 123_456,
    currency: 'INR',
    name: 'Brass Idols of India',
    description: 'Order of 2 items',
    order_id: orderId,
    handler,
    prefill: { name: 'Asha Iyer', email: 'asha@example.in', contact: '9876543210' },
    theme: { color: '#b8860b' },
    modal: { ondismiss },
  });
  checkout.on('payment.failed', failed);
  checkout.open();
  return { handler, ondismiss, failed };
}

const dialog = () => page.document.querySelector('[role="dialog"]');

function buttonNamed(name: string): HTMLButtonElement {
  const button = [...(dialog()?.querySelectorAll('button') ?? [])].find((node) => node.textContent === name);
  if (!button) throw new Error(`No button named ${name}`);
  return button;
}

describe('checkout.js in a page', () => {
  it('opens an accessible dialog named Razorpay Sandbox with the amount, the merchant and focus inside', async () => {
    openCheckout(await createOrder(123_456));
    const modal = dialog();
    expect(modal?.getAttribute('aria-modal')).toBe('true');
    const heading = page.document.getElementById(modal?.getAttribute('aria-labelledby') ?? '');
    expect(heading?.textContent).toBe('Razorpay Sandbox');
    expect(modal?.textContent).toContain('Brass Idols of India');
    expect(modal?.textContent).toContain('₹1,234.56');
    expect([...(modal?.querySelectorAll('button') ?? [])].map((button) => button.textContent)).toEqual([
      'Pay',
      'Fail',
      'Dismiss',
    ]);
    expect(page.document.activeElement).toBe(buttonNamed('Pay'));
  });

  it('Pay hands the handler a payment signed with the key secret, and closes', async () => {
    const orderId = await createOrder(123_456);
    const { handler, failed, ondismiss } = openCheckout(orderId);
    buttonNamed('Pay').click();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    const response = handler.mock.calls[0]?.[0] as Record<string, string>;
    expect(response).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_/),
      razorpay_order_id: orderId,
      razorpay_signature: hmacSha256Hex(keySecret, `${orderId}|${response.razorpay_payment_id}`),
    });
    expect(dialog()).toBeNull();
    expect(page.document.activeElement?.id).toBe('place-order');
    expect(failed).not.toHaveBeenCalled();
    expect(ondismiss).not.toHaveBeenCalled();
  });

  it('offers a card issued in India, chosen, and one issued abroad, which pays the rupee amount as an international payment', async () => {
    const orderId = await createOrder(123_456);
    const { handler } = openCheckout(orderId);
    const cards = [...(dialog()?.querySelectorAll('input[type="radio"]') ?? [])] as HTMLInputElement[];
    expect(dialog()?.querySelector('legend')?.textContent).toBe('Card');
    expect(cards.map((card) => [card.parentElement?.textContent, card.checked])).toEqual([
      ['Visa •••• 1111, issued in India', true],
      ['Visa •••• 1881, issued in the United States (international)', false],
    ]);
    cards[1]?.click();
    buttonNamed('Pay').click();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    const { razorpay_payment_id: paymentId } = handler.mock.calls[0]?.[0] as Record<string, string>;
    const payment = await fetch(`${base}/razorpay/v1/payments/${paymentId}`, {
      headers: { authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}` },
    });
    expect(await payment.json()).toMatchObject({
      amount: 123_456,
      currency: 'INR',
      status: 'captured',
      international: true,
    });
  });

  it("Fail reports Razorpay's failure to payment.failed and stays closed", async () => {
    const orderId = await createOrder(50_000);
    const { handler, failed } = openCheckout(orderId);
    buttonNamed('Fail').click();
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(failed.mock.calls[0]?.[0]).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed because the card was declined by the bank',
        source: 'bank',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: orderId, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
    expect(dialog()).toBeNull();
    expect(handler).not.toHaveBeenCalled();
  });

  it('Dismiss and Escape close the dialog and call modal.ondismiss', async () => {
    const orderId = await createOrder(50_000);
    const first = openCheckout(orderId);
    buttonNamed('Dismiss').click();
    expect(first.ondismiss).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();

    const second = openCheckout(orderId);
    buttonNamed('Fail').dispatchEvent(new page.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(second.ondismiss).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    expect(second.handler).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the reason when Razorpay refuses the payment', async () => {
    const { handler } = openCheckout('order_00000000000000');
    buttonNamed('Pay').click();
    await vi.waitFor(() =>
      expect(dialog()?.querySelector('[role="status"]')?.textContent).toBe('The id provided does not exist'),
    );
    expect(handler).not.toHaveBeenCalled();
    expect(buttonNamed('Pay').disabled).toBe(false);
  });
});
