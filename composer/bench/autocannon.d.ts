// The part of autocannon's API the pages bench uses; autocannon ships no types, and this is smaller
// than another dev dependency.
declare module 'autocannon' {
  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections: number;
    duration: number;
    /** A run before the measured one, with these settings, whose figures are left out of the result. */
    warmup?: { connections: number; duration: number };
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
