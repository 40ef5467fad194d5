import type { Page, Response } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { expect, test } from '../../support/fixtures';
import { uniqueEmail } from '../account/shop-api';
import { cartOf, checkout, fillAddress } from '../checkout/shopper';

/** Every Content-Security-Policy violation the page reports, in its console or as an event. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(violation: string): void })
        .reportCspViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

/** The responses that brought whole pages (documents) into the tab. */
function recordPages(page: Page): Response[] {
  const pages: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') pages.push(response);
  });
  return pages;
}

async function expectPageHeaders(response: Response) {
  const headers = await response.allHeaders();
  const policy = headers['content-security-policy'] ?? '';
  const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  // The page's own inline scripts run by their hashes: the page is cached, so a nonce would be no secret.
  expect(scriptSources, response.url()).toContainEqual(expect.stringMatching(/^'sha256-.+'$/));
  expect(scriptSources, response.url()).not.toContain("'unsafe-inline'");
  expect(policy, response.url()).not.toContain("'unsafe-eval'");
  expect(policy, response.url()).toContain("frame-ancestors 'none'");
  expect(policy, response.url()).toContain("object-src 'none'");
  expect(headers['x-content-type-options'], response.url()).toBe('nosniff');
  expect(headers['referrer-policy'], response.url()).toBe('strict-origin-when-cross-origin');
  // Served over plain http locally: asking the browser for https here would lock the shop out.
  expect(headers['strict-transport-security'], response.url()).toBeUndefined();
}

/** A page asked for with a Host header of the caller's choosing, as a cache or a crawler may be fed. */
function getWithHost(url: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { host, 'x-forwarded-host': host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
    request.end();
  });
}

test.describe('security headers and the Content-Security-Policy', () => {
  test('a whole visit (shop, cart, paid checkout, Google sign-in, blog, about, contact) breaks no rule of the policy', async ({
    page,
    urls,
  }) => {
    // Nine pages, a sign-in and a payment in one journey.
    test.slow();
    const violations = await recordViolations(page);
    const pages = recordPages(page);
    const [product] = await cartOf(1);

    await page.goto('/');
    await expect(page.locator('main [data-boundary="catalog"]').first()).toBeVisible();
    await page.goto(`/product/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const chooser = page.getByRole('dialog');
    await chooser.getByLabel('Email').fill(uniqueEmail('csp'));
    await chooser.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/cart');
    await checkout(page).getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL('/checkout');
    await fillAddress(page, '600004');
    await expect(
      checkout(page).getByRole('radiogroup', { name: 'Shipping options' }).getByRole('radio').first(),
    ).toBeChecked();
    await checkout(page).getByRole('button', { name: 'Place Order' }).click();
    const razorpay = page.getByRole('dialog', { name: 'Razorpay Sandbox' });
    await razorpay.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/blogs');
    const posts = page.getByRole('list', { name: 'Blog posts' });
    await posts.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/blogs\/.+/);
    await nav.getByRole('link', { name: 'About us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
    await nav.getByRole('link', { name: 'Contact us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "LET'S CONNECT" })).toBeVisible();

    expect(violations).toEqual([]);
    const shopPages = pages.filter((response) => response.url().startsWith(urls.host));
    expect(shopPages.length).toBeGreaterThanOrEqual(5);
    for (const response of shopPages) await expectPageHeaders(response);
  });

  test("a remote's own page carries the policy too, and its built files are never sniffed", async ({
    request,
    urls,
  }) => {
    const standalone = await request.get(`${urls.blog}/`);
    expect(standalone.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(standalone.headers()['x-content-type-options']).toBe('nosniff');
    const manifest = await request.get(`${urls.catalog}/mf-manifest.json`);
    expect(manifest.headers()['x-content-type-options']).toBe('nosniff');
  });

  test("a forged Host header never reaches the page's structured data or links", async ({ urls }) => {
    const [product] = await cartOf(1);
    const html = await getWithHost(`${urls.host}/product/${product!.id}`, 'evil.example');
    expect(html).toContain('application/ld+json');
    expect(html).not.toContain('evil.example');
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as {
      offers: { url: string };
    };
    expect(data.offers.url).toBe(`${urls.host}/product/${product!.id}`);
  });
});
