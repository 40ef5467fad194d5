import type { Page } from '@playwright/test';

/** The page's schema.org data of one type: a product page carries its Product and its BreadcrumbList. */
export async function structuredData(page: Page, type: string): Promise<Record<string, unknown>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = scripts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((data) => data['@type'] === type);
  if (found.length !== 1)
    throw new Error(`Expected one ${type} in the page's structured data, found ${found.length}`);
  return found[0]!;
}
