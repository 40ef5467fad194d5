import { createContext, useContext, useRef, type ReactNode, type RefObject } from 'react';

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
 * For a hook that loads `key`: the answer the server drew this page with, if any, to start its state
 * from. The browser's first render then draws the page exactly as the server did, so taking over its
 * markup neither flashes nor shifts. `answeredKey` is for `tookServerAnswer` in the loading effect.
 */
export function useServerAnswer<T>(key: string): {
  answer: T | undefined;
  answeredKey: RefObject<string | undefined>;
} {
  const answer = (useContext(ServerAnswers) ?? embeddedAnswers())[key] as T | undefined;
  const answeredKey = useRef(answer === undefined ? undefined : key);
  return { answer, answeredKey };
}

/**
 * In the effect that loads `key`: true when the server's answer stands in for the call. The answer
 * is dropped then, so a later visit asks the API again rather than show what the server knew when
 * the shopper arrived; any other key, or this one again later, is loaded as usual.
 */
export function tookServerAnswer(answeredKey: RefObject<string | undefined>, key: string): boolean {
  if (answeredKey.current === key) {
    delete embeddedAnswers()[key];
    return true;
  }
  answeredKey.current = undefined;
  return false;
}
