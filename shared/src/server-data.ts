/**
 * The answers a page drawn on the server was drawn with, for its first render in the browser: it then
 * draws exactly what the server drew, asks the API nothing, and nothing moves when it takes over.
 * The server passes them to the page with `ServerDataProvider` and writes them beside its markup
 * (`@brass/shared/server-render`); a hook hands them to `useRequest` with `useServerAnswer(key)`.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { RequestOptions } from './use-request';

/** The element the server writes its answers into, beside the page it drew with them. */
export const SERVER_DATA_ELEMENT_ID = 'brass-server-data';

type Answers = Record<string, unknown>;

let embedded: Answers | undefined;

/** The answers the page that came drawn from the server was drawn with; read once, when first asked. */
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

const ServerAnswers = createContext<Answers | undefined>(undefined);

/** On the server: the answers the page being rendered may use instead of asking the API. */
export function ServerDataProvider({ answers, children }: { answers: Answers; children?: ReactNode }) {
  return createElement(ServerAnswers.Provider, { value: answers }, children);
}

/**
 * For `useRequest(key, …)`: the answer the server drew this page with, if any, as its initial data, so
 * the browser's first render draws the page exactly as the server did. Once used, the answer is
 * dropped: a later visit asks the API again rather than show what the server knew when the shopper
 * arrived.
 */
export function useServerAnswer<T>(key: string): RequestOptions<T> {
  const initialData = (useContext(ServerAnswers) ?? embeddedAnswers())[key] as T | undefined;
  return { initialData, onInitialDataUsed: () => delete embeddedAnswers()[key] };
}
