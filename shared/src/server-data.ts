/**
 * Answers in hand for a page's first render: those a page rendered on the server was rendered with (it then
 * renders exactly what the server rendered, asks the API nothing, and nothing moves when it takes over),
 * and those fetched ahead of a move to a page (`keepAnswers`), so that it renders whole at once. The
 * server passes them to the page with `ServerDataProvider` and writes them beside its markup
 * (`@brass/shared/server-render`); a hook hands them to `useRequest` with `useServerAnswer(key)`.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { RequestOptions } from './use-request';

/** The element the server writes its answers into, beside the page it rendered with them. */
export const SERVER_DATA_ELEMENT_ID = 'brass-server-data';

type Answers = Record<string, unknown>;

let embedded: Answers | undefined;

/** The answers the page that came rendered from the server was rendered with; read once, when first asked. */
function embeddedAnswers(): Answers {
  if (embedded) return embedded;
  embedded = {};
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_DATA_ELEMENT_ID);
  try {
    if (element?.textContent) embedded = JSON.parse(element.textContent) as Answers;
  } catch {
    // A damaged payload only costs the head start: the page loads its data as usual.
  }
  return embedded;
}

/**
 * How long an answer fetched ahead waits for its page: a page opened later asks afresh rather than
 * show what the shop said then.
 */
const KEPT_MS = 30_000;

/**
 * Fetches ahead what a page's first render reads (the calls by their `useRequest` keys, as a
 * server renderer's table names them) and keeps each answer that comes for the page's hooks; a call
 * that fails is left for the page to make itself.
 */
export async function keepAnswers(calls: Record<string, Promise<unknown>>): Promise<void> {
  const keys = Object.keys(calls);
  const results = await Promise.allSettled(Object.values(calls));
  results.forEach((result, index) => {
    if (result.status !== 'fulfilled') return;
    const key = keys[index]!;
    const answers = embeddedAnswers();
    answers[key] = result.value;
    setTimeout(() => {
      if (answers[key] === result.value) delete answers[key];
    }, KEPT_MS);
  });
}

const ServerAnswers = createContext<Answers | undefined>(undefined);

/** On the server: the answers the page being rendered may use instead of asking the API. */
export function ServerDataProvider({ answers, children }: { answers: Answers; children?: ReactNode }) {
  return createElement(ServerAnswers.Provider, { value: answers }, children);
}

/**
 * For `useRequest(key, …)`: the answer the server rendered this page with, if any, as its initial data, so
 * the browser's first render renders the page exactly as the server did. Once used, the answer is
 * dropped: a later visit asks the API again rather than show what the server knew when the shopper
 * arrived.
 */
export function useServerAnswer<T>(key: string): RequestOptions<T> {
  const initialData = (useContext(ServerAnswers) ?? embeddedAnswers())[key] as T | undefined;
  return { initialData, onInitialDataUsed: () => delete embeddedAnswers()[key] };
}
