import { apiClient } from '@brass/shared/api';
import type { ProductDetail } from '@brass/shared/contracts/catalog';
import { linkedProductIds } from '@brass/shared/markdown-links';
import { useServerAnswer } from '@brass/shared/server-data';
import { useRequest, type RequestState } from '@brass/shared/use-request';

/** What a product card in a text shows of a product. */
export type LinkedProduct = Pick<ProductDetail, '_id' | 'productName' | 'price' | 'image' | 'options'>;

/**
 * The products of the shop a text links to, by id, and the origin its absolute links were read
 * against: the server and the browser then render the same cards. A product the catalogue does not
 * offer (unknown, archived) is absent, so its link stays a plain link.
 */
export interface LinkedProducts {
  origin: string;
  products: Record<string, LinkedProduct>;
}

/** The key of the products a text (a post, a policy page) links to, under its own key. */
export const linkedProductsKey = (textKey: string) => `linked-products:${textKey}`;

async function getLinkedProduct(id: string, signal: AbortSignal): Promise<LinkedProduct> {
  const { data } = await apiClient.get<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal });
  const { _id, productName, price, image, options } = data;
  return { _id, productName, price, image, ...(options && { options }) };
}

/** Asks the public catalogue for each product `text` links to; a failed one is left a plain link. */
export async function getLinkedProducts(
  text: string,
  origin: string,
  signal: AbortSignal,
): Promise<LinkedProducts> {
  const ids = linkedProductIds(text, origin);
  const found = await Promise.allSettled(ids.map((id) => getLinkedProduct(id, signal)));
  const products: Record<string, LinkedProduct> = {};
  found.forEach((result, index) => {
    if (result.status === 'fulfilled') products[ids[index]!] = result.value;
  });
  return { origin, products };
}

/**
 * The products a text links to, once the text is there: from the answer the server rendered the page
 * with when there is one, else from the catalogue, against the page's own origin.
 */
export function useLinkedProducts(
  textKey: string | null,
  text: string | undefined,
): RequestState<LinkedProducts> {
  const key = textKey === null || text === undefined ? null : linkedProductsKey(textKey);
  return useRequest(
    key,
    (signal) => getLinkedProducts(text ?? '', window.location.origin, signal),
    useServerAnswer<LinkedProducts>(key ?? ''),
  );
}
