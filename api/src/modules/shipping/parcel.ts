/**
 * The parcel Shiprocket prices: the real weight of what is in it and the size of one box holding it.
 * Couriers charge the greater of the real and the volumetric weight, so the size matters for light,
 * bulky idols as much as the weight does for solid brass.
 */
export interface ParcelItem {
  quantity: number;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

export interface Parcel {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

// Shiprocket refuses a zero weight or a side under half a centimetre.
const leastGrams = 100;
const leastSideCm = 1;

/**
 * One box for the whole cart: each item laid on its largest face, the items stacked, so the box is as
 * long and as wide as the largest item and as high as the stack.
 */
export function parcelOf(items: readonly ParcelItem[]): Parcel {
  let weightGrams = 0;
  let lengthCm = leastSideCm;
  let breadthCm = leastSideCm;
  let heightCm = 0;
  for (const item of items) {
    const [longest = 0, middle = 0, shortest = 0] = [item.lengthCm, item.breadthCm, item.heightCm].sort(
      (a, b) => b - a,
    );
    weightGrams += item.weightGrams * item.quantity;
    lengthCm = Math.max(lengthCm, longest);
    breadthCm = Math.max(breadthCm, middle);
    heightCm += shortest * item.quantity;
  }
  return {
    weightGrams: Math.max(leastGrams, weightGrams),
    lengthCm,
    breadthCm,
    // Sums of tenths of a centimetre drift in floating point.
    heightCm: Math.max(leastSideCm, Math.round(heightCm * 10) / 10),
  };
}

/** Kilograms, as Shiprocket takes weights. */
export const kilograms = (grams: number): number => grams / 1000;
