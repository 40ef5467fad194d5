/**
 * The built API (`dist/server.js`) renders invoices on its worker thread, `dist/invoice-worker.js`,
 * which rolldown builds beside it: a worker the build leaves out fails here, not a shopper.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpShopper, startShopProcess, type ShopProcess } from '../../../test/http-shopper.js';
import { pdfText } from '../../../test/pdf-text.js';

let shop: ShopProcess;
beforeAll(async () => {
  shop = await startShopProcess();
});
afterAll(() => shop?.close());

describe('the built API', () => {
  it("renders an order's invoice on its worker thread", async () => {
    const shopper = await HttpShopper.signUp(shop.api.url, shop.sandbox);
    const placed = await shopper.placeOrder(shop.api.url, await shopper.pay(shop.api.url));
    const orderNumber = placed.body.order!.orderNumber;

    const response = await fetch(`${shop.api.url}/api/orders/${orderNumber}/invoice`, {
      headers: shopper.headers,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toMatch(/Bill number BOS\/\d\d-\d\d\/\d{5}/);
    expect(text).toContain(`Order number ${orderNumber}`);
  });
});
