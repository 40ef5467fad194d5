import type { PRODUCT_CATEGORIES } from '@brass/shared/constants';
import { capitalise } from './capitalise';

type Category = (typeof PRODUCT_CATEGORIES)[number];

interface CategoryCopy {
  heading: string;
  description: string;
}

/** Each category's own heading and one sentence about it, as the shop introduces its category pages. */
const copyOf: Record<Category, CategoryCopy> = {
  idols: {
    heading: 'Brass Idols',
    description:
      'Ganesha, Lakshmi, Krishna, Buddha, Nataraja and more, cast in solid brass by artisan families and finished by hand for your home altar.',
  },
  'idol set': {
    heading: 'Idol Sets',
    description:
      'Deities who belong together, matched in size and finish, for a new pooja room or a housewarming gift.',
  },
  lamps: {
    heading: 'Lamps and Diyas',
    description:
      'Diyas, kuthuvilakku and hanging deepams that hold a steady flame for the daily prayer and every festival of lights.',
  },
  bells: {
    heading: 'Bells',
    description:
      'Pooja bells, temple bells and wind chimes with a clear ring that lingers long after it is struck.',
  },
  pooja: {
    heading: 'Pooja Essentials',
    description:
      'Thalis, kalash, panchapatra and kumkum boxes: everything the daily pooja needs, in brass made to last for generations.',
  },
  decor: {
    heading: 'Brass Decor',
    description:
      'Urlis, elephants and vastu pieces that bring the warm glow of brass to the living room and the doorway.',
  },
};

/** The heading and sentence of a category page; a category the shop has no words for is named as stored. */
export function categoryCopy(category: string): { heading: string; description?: string } {
  return Object.hasOwn(copyOf, category) ? copyOf[category as Category] : { heading: capitalise(category) };
}
