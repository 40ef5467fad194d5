/** India keeps one offset all year (no summer time), so its calendar day is UTC's moved by 5:30. */
const indiaOffsetMs = 330 * 60_000;

/** The day in India `days` days after `moment`, as `YYYY-MM-DD`. */
export function indiaDateAfter(moment: Date, days: number): string {
  const india = new Date(moment.getTime() + indiaOffsetMs);
  india.setUTCDate(india.getUTCDate() + days);
  return india.toISOString().slice(0, 10);
}

/**
 * The day in India a courier's estimate brings a parcel sent at `moment`; undefined when the courier
 * gave no whole number of days.
 */
export function deliveryDayOf(
  courier: { estimated_delivery_days: string },
  moment: Date,
): string | undefined {
  const days = courier.estimated_delivery_days.trim();
  return /^\d{1,3}$/.test(days) ? indiaDateAfter(moment, Number(days)) : undefined;
}
