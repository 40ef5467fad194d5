/**
 * Where a pincode is, roughly: the first two digits name a postal circle. Enough for tracking to name
 * believable places and for rates to tell near from far; not a pincode directory.
 */
export interface Place {
  city: string;
  state: string;
}

// [first two digits from which the circle starts, its main city, its state], in order.
const circles: [number, string, string][] = [
  [11, 'New Delhi', 'Delhi'],
  [12, 'Gurugram', 'Haryana'],
  [14, 'Ludhiana', 'Punjab'],
  [17, 'Shimla', 'Himachal Pradesh'],
  [18, 'Jammu', 'Jammu & Kashmir'],
  [20, 'Lucknow', 'Uttar Pradesh'],
  [24, 'Dehradun', 'Uttarakhand'],
  [25, 'Varanasi', 'Uttar Pradesh'],
  [30, 'Jaipur', 'Rajasthan'],
  [36, 'Ahmedabad', 'Gujarat'],
  [40, 'Mumbai', 'Maharashtra'],
  [45, 'Bhopal', 'Madhya Pradesh'],
  [49, 'Raipur', 'Chhattisgarh'],
  [50, 'Hyderabad', 'Telangana'],
  [51, 'Vijayawada', 'Andhra Pradesh'],
  [56, 'Bengaluru', 'Karnataka'],
  [60, 'Chennai', 'Tamil Nadu'],
  [67, 'Kochi', 'Kerala'],
  [70, 'Kolkata', 'West Bengal'],
  [75, 'Bhubaneswar', 'Odisha'],
  [78, 'Guwahati', 'Assam'],
  [79, 'Shillong', 'Meghalaya'],
  [80, 'Patna', 'Bihar'],
  [82, 'Ranchi', 'Jharkhand'],
  [90, 'Army Postal Service', 'APS'],
];

/** Six digits, the first not 0. */
export function isPincode(value: string): boolean {
  return /^[1-9]\d{5}$/.test(value);
}

export function prefixOf(pincode: string): number {
  return Number(pincode.slice(0, 2));
}

export function placeOf(pincode: string): Place {
  const prefix = prefixOf(pincode);
  // Prefixes before the first circle (10xxxx) belong to it.
  const circle = circles.filter(([start]) => start <= prefix).at(-1) ?? circles[0];
  if (!circle) throw new Error('No postal circles');
  return { city: circle[1], state: circle[2] };
}

/**
 * The sorting hub of a pincode's postal region (its first digit), where parcels wait for the last leg:
 * the region's first circle (region 1 has none before 11, so it falls back to New Delhi).
 */
export function hubOf(pincode: string): Place {
  return placeOf(`${pincode.charAt(0)}00000`);
}

/** As Shiprocket writes a scan location: `Chennai, TAMIL NADU`. */
export function scanLocation(place: Place): string {
  return `${place.city}, ${place.state.toUpperCase()}`;
}
