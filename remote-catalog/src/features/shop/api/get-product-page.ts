import { apiClient } from '@brass/shared/api';
import type { PriceBandId } from '@brass/shared/constants';
import type { Product, ProductCollection, ProductPage, ProductSort } from '@brass/shared/contracts/catalog';
import { useRequest } from '@brass/shared/use-request';
import { useEffect, useEffectEvent, useState } from 'react';
import { useServerAnswer } from '@brass/shared/server-data';

/** Divisible by 1, 2, 3 and 5: full rows at most grid widths. */
const SHOP_PAGE_SIZE = 30;

/**
 * The most pages the server renders for an address asking for several (`page=3`); the browser loads
 * the rest.
 */
export const MAX_SERVER_RENDERED_PAGES = 4;

export interface ShopFilters {
  category?: string;
  q?: string;
  sort?: ProductSort;
  price?: PriceBandId;
  material?: string;
  finish?: string;
  inStock?: true;
  collection?: ProductCollection;
}

/**
 * The API's paged mode, so the shop stays fast with a catalogue of any size. The first page also
 * brings the count behind each filter value; the pages after it do not need them.
 */
export async function getProductPage(
  { inStock, ...filters }: ShopFilters,
  page: number,
  signal: AbortSignal,
): Promise<ProductPage> {
  const response = await apiClient.get<ProductPage>('/api/products', {
    params: {
      page,
      limit: SHOP_PAGE_SIZE,
      ...filters,
      ...(inStock ? { inStock: 'true' } : {}),
      ...(page === 1 ? { facets: 'true' } : {}),
    },
    signal,
  });
  return response.data;
}

/** Pages `from` to `to` of the list, in order. */
export function getProductPages(
  filters: ShopFilters,
  from: number,
  to: number,
  signal: AbortSignal,
): Promise<ProductPage[]> {
  return Promise.all(
    Array.from({ length: to - from + 1 }, (_, index) => getProductPage(filters, from + index, signal)),
  );
}

const filterKey = (filters: ShopFilters) =>
  JSON.stringify([
    filters.category,
    filters.q,
    filters.sort,
    filters.price,
    filters.material,
    filters.finish,
    filters.inStock,
    filters.collection,
  ]);

/** The key the first page for some filters is known by, here and in the server's answers. */
export function productPageKey(filters: ShopFilters): string {
  return `products:${filterKey(filters)}`;
}

/** The key of the pages after the first that the server rendered, up to page `pages`. */
export function laterPagesKey(filters: ShopFilters, pages: number): string {
  return `products-later:${pages}:${filterKey(filters)}`;
}

/** What the grid shows: the pages loaded so far, and how loading the next ones goes. */
export interface Listing {
  items: Product[];
  total: number;
  /** Pages shown, for the address of the next one. */
  pages: number;
  more: 'idle' | 'loading' | 'error';
}

/** The pages after the first, for the filters `key` names. */
interface LaterPages {
  key: string;
  pages: ProductPage[];
  failed: boolean;
}

/** Products added between two pages shift the rest: never show one twice. */
function appended(shown: Product[], pages: readonly ProductPage[]): Product[] {
  const seen = new Set(shown.map((item) => item._id));
  const items = [...shown];
  for (const item of pages.flatMap((page) => page.items)) {
    if (!seen.has(item._id)) {
      seen.add(item._id);
      items.push(item);
    }
  }
  return items;
}

/**
 * The first page for the current filters with its filter counts, and every page after it up to
 * `pagesWanted` (the address's `page`). The categories, counts and corrected words of the last answer
 * are kept while the next loads, so the filters do not flicker as they are used.
 */
export function useProductPages(filters: ShopFilters, pagesWanted: number) {
  const key = productPageKey(filters);
  const first = useRequest(
    key,
    (signal) => getProductPage(filters, 1, signal),
    useServerAnswer<ProductPage>(key),
  );
  const laterFromServer = useServerAnswer<ProductPage[]>(laterPagesKey(filters, pagesWanted));
  const [later, setLater] = useState<LaterPages | undefined>(() =>
    laterFromServer.initialData ? { key, pages: laterFromServer.initialData, failed: false } : undefined,
  );
  const [lastAnswer, setLastAnswer] = useState<ProductPage>();

  if (first.status === 'success' && first.data !== lastAnswer) setLastAnswer(first.data);

  const ownLater = later?.key === key ? later : undefined;
  const loaded = 1 + (ownLater?.pages.length ?? 0);
  const lastPage =
    first.status === 'success' ? Math.max(1, Math.ceil(first.data.total / first.data.limit)) : 1;
  const target = Math.min(pagesWanted, lastPage);
  const failed = ownLater?.failed ?? false;
  const onLaterFromServerUsed = laterFromServer.onInitialDataUsed;

  useEffect(() => {
    if (ownLater && laterFromServer.initialData === ownLater.pages) onLaterFromServerUsed?.();
  }, [ownLater, laterFromServer.initialData, onLaterFromServerUsed]);

  // Reads the filters of the render that asks; only the key says when to ask again.
  const loadPages = useEffectEvent((from: number, to: number, signal: AbortSignal) =>
    getProductPages(filters, from, to, signal),
  );

  useEffect(() => {
    if (first.status !== 'success' || loaded >= target || failed) return;
    const controller = new AbortController();
    const from = loaded;
    loadPages(from + 1, target, controller.signal).then(
      (pages) => {
        if (controller.signal.aborted) return;
        setLater((previous) => {
          const kept = previous?.key === key ? previous.pages.slice(0, from - 1) : [];
          return { key, pages: [...kept, ...pages], failed: false };
        });
      },
      () => {
        if (controller.signal.aborted) return;
        setLater((previous) => ({
          key,
          pages: previous?.key === key ? previous.pages : [],
          failed: true,
        }));
      },
    );
    return () => controller.abort();
  }, [key, first.status, loaded, target, failed]);

  const shownLater = ownLater?.pages.slice(0, Math.max(0, target - 1)) ?? [];
  const listing: Listing | undefined =
    first.status === 'success'
      ? {
          items: appended(first.data.items, shownLater),
          total: shownLater.at(-1)?.total ?? first.data.total,
          pages: 1 + shownLater.length,
          more: loaded < target ? (failed ? 'error' : 'loading') : 'idle',
        }
      : first.status === 'error'
        ? { items: [], total: 0, pages: 1, more: 'idle' }
        : undefined;

  // While the next answer loads the last one's counts stay; a failed answer has none to show.
  const answer =
    first.status === 'success' ? first.data : first.status === 'loading' ? lastAnswer : undefined;
  return {
    listing,
    categories: (answer ?? lastAnswer)?.categories ?? [],
    facets: answer?.facets,
    // Only the answer for these very words: a correction of the last search says nothing of this one.
    searchedFor: first.status === 'success' ? first.data.searchedFor : undefined,
    /** After a page failed to load: ask for it again. */
    retry: () => setLater((previous) => previous && { ...previous, failed: false }),
  };
}
