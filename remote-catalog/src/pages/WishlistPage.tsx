import type { RemotePageProps } from '@brass/shared/remote-pages';
import { WishlistView } from '../features/wishlist/components/WishlistView';

/** /wishlist: a shopper's own page, loaded only when visited and never rendered on the server. */
export default function WishlistPage(_props: RemotePageProps) {
  return <WishlistView />;
}
