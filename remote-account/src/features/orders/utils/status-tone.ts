export type StatusTone = 'green' | 'yellow' | 'blue' | 'grey';

const tones: Record<string, StatusTone> = { delivered: 'green', preparing: 'yellow', shipped: 'blue' };

/** SPEC 4: delivered green, preparing yellow, shipped blue, anything else grey. */
export function statusTone(status: string): StatusTone {
  return tones[status.trim().toLowerCase()] ?? 'grey';
}
