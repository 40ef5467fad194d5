import { createContext, useContext, type ReactNode } from 'react';

/** The element the server writes its answers into, beside the page it drew with them. */
export const SERVER_DATA_ELEMENT_ID = 'catalog-server-data';

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
export function ServerDataProvider({ answers, children }: { answers: Answers; children: ReactNode }) {
  return <ServerAnswers.Provider value={answers}>{children}</ServerAnswers.Provider>;
}

/**
 * The answer for `key` the server drew this page with, if any. The browser's first render then
 * draws the page exactly as the server did, so taking over its markup neither flashes nor shifts.
 */
export function useServerData<T>(key: string): T | undefined {
  const answers = useContext(ServerAnswers) ?? embeddedAnswers();
  return answers[key] as T | undefined;
}

/**
 * Called once the page holds the answer in its own state: a later visit to the same page must ask
 * the API again rather than show what the server knew when the shopper arrived.
 */
export function forgetServerData(key: string): void {
  delete embeddedAnswers()[key];
}

/** The JSON for the server's answers element, safe inside a script element. */
export function serializeServerData(answers: Answers): string {
  return JSON.stringify(answers).replace(/</g, '\\u003c');
}
