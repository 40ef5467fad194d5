import { apiClient } from '@brass/shared/api-client';
import type { Product, ProductPage, ProductSort } from '@brass/shared/contract';
import { useRequest } from '@brass/shared/use-request';
import { useEffect, useRef, useState } from 'react';
import { useServerAnswer } from '../../../lib/server-data';

/** Divisible by 1, 2, 3 and 5: full rows at most grid widths. */
const SHOP_PAGE_SIZE = 30;

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

/** What the grid shows: the pages loaded so far, and how loading the next one goes. */
interface Listing {
  items: Product[];
  total: number;
  more: 'idle' | 'loading' | 'error';
}

/** The pages after the first, for the filters `key` names. */
interface LaterPages {
  key: string;
  items: Product[];
  total: number;
  page: number;
  more: Listing['more'];
}

/**
 * The first page for the current filters, then one more page per `loadMore()`. The categories of the
 * last answer are kept while the next loads, so the filter does not flicker as it is used.
 */
export function useProductPages(filters: ShopFilters) {
  const key = productPageKey(filters);
  const first = useRequest(
    key,
    (signal) => getProductPage(filters, 1, signal),
    useServerAnswer<ProductPage>(key),
  );
  const [later, setLater] = useState<LaterPages>();
  const [categories, setCategories] = useState<string[]>([]);
  const moreController = useRef<AbortController>(undefined);

  if (first.status === 'success' && first.data.categories !== categories)
    setCategories(first.data.categories);
  // A page still on its way for the filters just left must not be added to the new ones.
  useEffect(() => () => moreController.current?.abort(), [key]);

  const pages = later?.key === key ? later : undefined;
  const listing: Listing | undefined =
    first.status === 'success'
      ? {
          items: pages ? [...first.data.items, ...pages.items] : first.data.items,
          total: pages?.total ?? first.data.total,
          more: pages?.more ?? 'idle',
        }
      : first.status === 'error'
        ? { items: [], total: 0, more: 'idle' }
        : undefined;

  const loadMore = () => {
    if (first.status !== 'success' || listing?.more === 'loading') return;
    const controller = new AbortController();
    moreController.current = controller;
    const next = (pages?.page ?? 1) + 1;
    const shown = listing?.items ?? [];
    const update = (change: (previous: LaterPages) => LaterPages) =>
      setLater((previous) => {
        const current =
          previous?.key === key
            ? previous
            : { key, items: [], total: first.data.total, page: 1, more: 'idle' as const };
        return change(current);
      });
    update((previous) => ({ ...previous, more: 'loading' }));
    getProductPage(filters, next, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        update((previous) => {
          // Products added between two pages shift the rest: never show one twice.
          const seen = new Set([...shown, ...previous.items].map((item) => item._id));
          const added = answer.items.filter((item) => !seen.has(item._id));
          return {
            ...previous,
            items: [...previous.items, ...added],
            total: answer.total,
            page: next,
            more: 'idle',
          };
        });
      },
      () => {
        if (!controller.signal.aborted) update((previous) => ({ ...previous, more: 'error' }));
      },
    );
  };

  return { listing, categories: first.status === 'success' ? first.data.categories : categories, loadMore };
}
