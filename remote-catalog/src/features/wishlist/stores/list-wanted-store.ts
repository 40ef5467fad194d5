import { create } from 'zustand';

/**
 * Whether this page has a wishlist to show: a signed-in shopper's, pieces a visitor saved in this
 * browser, or a heart just tapped. Until then no heart loads the list's code; once it is, every heart
 * on the page follows the list.
 */
export const useListWantedStore = create<{ wanted: boolean }>()(() => ({ wanted: false }));

export const wantList = () => useListWantedStore.setState({ wanted: true });
