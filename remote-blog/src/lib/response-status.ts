/**
 * The HTTP status of a failed apiClient call, or undefined when no answer came (network down,
 * cancelled). Read structurally so that axios itself stays out of this remote's bundle.
 */
export function responseStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const { response } = error as { response?: { status?: unknown } };
  return typeof response?.status === 'number' ? response.status : undefined;
}
