// The part of autocannon's API the benchmark uses; autocannon ships no types, and this is smaller
// than another dev dependency.
declare module 'autocannon' {
  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections: number;
    duration: number;
    /** Worker threads that fire the requests, so the load runs beside, not inside, the server's thread. */
    workers?: number;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
