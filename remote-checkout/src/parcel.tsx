import '@brass/shared/tokens.css';
import { shopParcel } from '@brass/shared/parcel';
import { MiniCartParcel } from './features/parcel/MiniCartParcel';

/** The shopper's mini-cart any page can mount: `mountRootParcel(parcel, { domElement, shopUrl })`. */
export const { bootstrap, mount, update, unmount } = shopParcel(
  MiniCartParcel,
  'Your cart could not be shown.',
);
