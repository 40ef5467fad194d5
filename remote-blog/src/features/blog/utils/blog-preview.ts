import { BLOG_PREVIEW_LENGTH } from '@brass/shared/constants';

/** Blog list: the card shows the first 120 characters, with '...' only when cut. */
export function blogPreview(description: string): string {
  return description.length > BLOG_PREVIEW_LENGTH
    ? `${description.slice(0, BLOG_PREVIEW_LENGTH)}...`
    : description;
}
