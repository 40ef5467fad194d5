import { apiClient } from '@brass/shared/api';
import type { Product, ProductPage } from '@brass/shared/contracts/catalog';
import { useRequest } from '@brass/shared/use-request';
import { useEffect, useState } from 'react';

/** As many as fit under the box on a phone without scrolling. */
const SUGGESTIONS = 6;
/** A pause in typing this long asks the API; every letter would be a request. */
const TYPING_PAUSE_MS = 200;
/** One letter matches half the shop: suggestions start at two. */
const MIN_LENGTH = 2;
const NONE: Product[] = [];

/** The products whose words best match what the shopper typed so far, best first. */
async function getSuggestions(words: string, signal: AbortSignal): Promise<Product[]> {
  const response = await apiClient.get<ProductPage>('/api/products', {
    params: { q: words, limit: SUGGESTIONS, page: 1 },
    signal,
  });
  return response.data.items;
}

function useSettled(words: string): string {
  const [settled, setSettled] = useState(words);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(words), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [words]);
  return settled;
}

/**
 * The suggestions for what is typed, asked once typing pauses. The last ones stay while the next
 * load, so the list does not blink at every pause; a failed call shows none.
 */
export function useSuggestions(words: string): { items: Product[]; settled: boolean } {
  const wanted = useSettled(words.trim());
  const key = wanted.length >= MIN_LENGTH ? wanted : null;
  const answer = useRequest(key, (signal) => getSuggestions(wanted, signal));
  const [shown, setShown] = useState(NONE);

  const current = answer.status === 'success' ? answer.data : answer.status === 'loading' ? shown : NONE;
  if (current !== shown) setShown(current);
  return { items: current, settled: answer.status !== 'loading' && wanted === words.trim() };
}
