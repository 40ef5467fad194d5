import { createContext, useContext } from 'react';

const ServerPageUrl = createContext<string | undefined>(undefined);

/** On the server, which has no window: the address of the page being rendered, as the shopper sees it. */
export const PageUrlProvider = ServerPageUrl.Provider;

/** The page's own address, for data that must name it absolutely (structured data for search). */
export function usePageUrl(): string {
  return useContext(ServerPageUrl) ?? window.location.href;
}
