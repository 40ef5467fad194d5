export type StatusTone = 'green' | 'yellow' | 'blue' | 'grey';

const tones: Record<string, StatusTone> = { delivered: 'green', preparing: 'yellow', shipped: 'blue' };

/** The badge colours of order statuses: delivered green, preparing yellow, shipped blue, anything else grey. */
export function statusTone(status: string): StatusTone {
  return tones[status.trim().toLowerCase()] ?? 'grey';
}
