export const BRAND_NAME = 'Brass Aangan';
