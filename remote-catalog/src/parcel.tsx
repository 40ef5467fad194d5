import '@brass/shared/tokens.css';
import { shopParcel } from '@brass/shared/parcel';
import { ProductCardParcel } from './features/parcel/ProductCardParcel';

/** A product card any page can mount: `mountRootParcel(parcel, { domElement, productId, shopUrl })`. */
export const { bootstrap, mount, update, unmount } = shopParcel(
  ProductCardParcel,
  'This product could not be shown.',
);
