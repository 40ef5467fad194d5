import { imageKey } from '../images/rendering.js';

/** The width of the file a product's `image` names; the pages' srcsets swap it for 240 and 960. */
const MAIN_PHOTO_WIDTH = 480;

/** The image store's key of a product photo's main file. */
export const mainPhotoKey = (stem: string) => imageKey(stem, MAIN_PHOTO_WIDTH, 'webp');
