/** The shop's name as readers and search engines see it, in page titles and article metadata. */
export const BRAND_NAME = 'Brass Aangan';

export function pageTitle(...parts: string[]): string {
  return [...parts, BRAND_NAME].join(' · ');
}
