import '@brass/shared/tokens.css';
import { shopParcel } from '@brass/shared/parcel';
import { LatestPostsParcel } from './features/parcel/LatestPostsParcel';

/** The blog's latest posts any page can mount: `mountRootParcel(parcel, { domElement, limit, shopUrl })`. */
export const { bootstrap, mount, update, unmount } = shopParcel(
  LatestPostsParcel,
  'The blog could not be shown.',
);
