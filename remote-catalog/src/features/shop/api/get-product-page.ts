import { apiClient } from '@brass/shared/api-client';
import type { Product, ProductPage, ProductSort } from '@brass/shared/contract';
import { useEffect, useRef, useState } from 'react';
import { tookServerAnswer, useServerAnswer } from '../../../lib/server-data';

/** Divisible by 1, 2, 3 and 5: full rows at most grid widths. */
export const SHOP_PAGE_SIZE = 30;

export interface ShopFilters {
  category?: string;
  q?: string;
  sort?: ProductSort;
}

/** The API's paged mode, so the shop stays fast with a catalogue of any size. */
export async function getProductPage(
  filters: ShopFilters,
  page: number,
  signal: AbortSignal,
): Promise<ProductPage> {
  const response = await apiClient.get<ProductPage>('/api/products', {
    params: { page, limit: SHOP_PAGE_SIZE, ...filters },
    signal,
  });
  return response.data;
}

/** The key the first page for some filters is known by, here and in the server's answers. */
export function productPageKey({ category, q, sort }: ShopFilters): string {
  return `products:${JSON.stringify([category, q, sort])}`;
}

interface Listing {
  key: string;
  status: 'ready' | 'error';
  items: Product[];
  total: number;
  page: number;
  more: 'idle' | 'loading' | 'error';
}

const firstPage = (key: string, answer: ProductPage): Listing => ({
  key,
  status: 'ready',
  items: answer.items,
  total: answer.total,
  page: 1,
  more: 'idle',
});

/**
 * The first page for the current filters, then one more page per `loadMore()`. The categories of the
 * last answer are kept while the next loads, so the filter does not flicker as it is used.
 */
export function useProductPages({ category, q, sort }: ShopFilters) {
  const key = productPageKey({ category, q, sort });
  const { answer, answeredKey } = useServerAnswer<ProductPage>(key);
  const [listing, setListing] = useState<Listing | undefined>(() => answer && firstPage(key, answer));
  const [categories, setCategories] = useState<string[]>(answer?.categories ?? []);
  const moreController = useRef<AbortController>(undefined);

  useEffect(() => {
    // The server drew the first page with this answer: asking again would only draw it again.
    if (tookServerAnswer(answeredKey, key)) return;
    const controller = new AbortController();
    moreController.current?.abort();
    getProductPage({ category, q, sort }, 1, controller.signal).then(
      (answer) => {
        setCategories(answer.categories);
        setListing(firstPage(key, answer));
      },
      () => {
        if (controller.signal.aborted) return;
        setListing({ key, status: 'error', items: [], total: 0, page: 1, more: 'idle' });
      },
    );
    return () => controller.abort();
  }, [key, category, q, sort, answeredKey]);

  const current = listing?.key === key ? listing : undefined;

  const loadMore = () => {
    if (!current || current.more === 'loading') return;
    const controller = new AbortController();
    moreController.current = controller;
    const next = current.page + 1;
    const update = (change: (previous: Listing) => Listing) =>
      setListing((previous) => (previous?.key === key ? change(previous) : previous));
    update((previous) => ({ ...previous, more: 'loading' }));
    getProductPage({ category, q, sort }, next, controller.signal).then(
      (answer) =>
        update((previous) => {
          // Products added between two pages shift the rest: never show one twice.
          const shown = new Set(previous.items.map((item) => item._id));
          const added = answer.items.filter((item) => !shown.has(item._id));
          return {
            ...previous,
            items: [...previous.items, ...added],
            total: answer.total,
            page: next,
            more: 'idle',
          };
        }),
      () => {
        if (!controller.signal.aborted) update((previous) => ({ ...previous, more: 'error' }));
      },
    );
  };

  return { listing: current, categories, loadMore };
}
