/**
 * The cache tags of the API answers a server render reads (the API's `Cache-Tag` header), for the
 * host's server to cache the page and invalidate it when that data changes. Only server builds import
 * it (through server-render.ts): no browser downloads the interceptor.
 */
import axios, { type AxiosResponse, type GenericAbortSignal } from 'axios';
import { apiClient } from './api-client';

/** The tags of one render's answers so far; `cacheable` turns false for good at the first answer that has none. */
interface RenderTags {
  tags: Set<string>;
  answers: number;
  cacheable: boolean;
}

/**
 * Each render's tags by the AbortSignal it passes to all of its calls: several pages render at once on
 * one thread, and the signal, carried in every request's config, is what tells their answers apart.
 */
const tagsBySignal = new WeakMap<GenericAbortSignal, RenderTags>();

/** The tags an answer names, or undefined when it names none. */
function cacheTagsOf(response: AxiosResponse): string[] | undefined {
  const header: unknown = response.headers['cache-tag'];
  if (typeof header !== 'string') return undefined;
  const tags = header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  return tags.length > 0 ? tags : undefined;
}

/**
 * Adds what an answer says to the tags of the render that asked. A page is rendered with a success or
 * with the 404 of what the shop does not have; any other failure, or no answer at all, may be over a
 * moment later, and caching the page would keep it long after.
 */
function record(signal: GenericAbortSignal | undefined, response: AxiosResponse | undefined): void {
  const render = signal && tagsBySignal.get(signal);
  if (!render) return;
  render.answers += 1;
  const tags =
    response && (response.status < 400 || response.status === 404) ? cacheTagsOf(response) : undefined;
  if (tags) for (const tag of tags) render.tags.add(tag);
  else render.cacheable = false;
}

apiClient.interceptors.response.use(
  (response) => {
    record(response.config.signal, response);
    return response;
  },
  (error: unknown) => {
    if (axios.isAxiosError(error)) record(error.config?.signal, error.response);
    throw error;
  },
);

/**
 * Collects the cache tags of the answers to the calls sent with `signal`, one render's own. Gives what
 * was collected once the render's `calls` are settled: the tags, sorted, or undefined when an answer
 * had none, a call got no answer, or fewer answers came than calls were made (one went around the
 * client or without the signal, so the tags of its data are unknown).
 */
export function collectCacheTags(signal: AbortSignal): (calls: number) => string[] | undefined {
  const render: RenderTags = { tags: new Set(), answers: 0, cacheable: true };
  tagsBySignal.set(signal, render);
  return (calls) => (render.cacheable && render.answers >= calls ? [...render.tags].sort() : undefined);
}
