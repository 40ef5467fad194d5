import '@brass/shared/tokens.css';
import { shopParcel } from '@brass/shared/parcel';
import { AccountBadgeParcel } from './features/parcel/AccountBadgeParcel';

/** The shopper's sign-in badge any page can mount: `mountRootParcel(parcel, { domElement, shopUrl })`. */
export const { bootstrap, mount, update, unmount } = shopParcel(
  AccountBadgeParcel,
  'Your account could not be shown.',
);
