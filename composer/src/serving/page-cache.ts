import { LRUCache } from 'lru-cache';

/** A page as it is sent, kept whole: its bytes in each encoding and the headers that go with it. */
export interface CachedPage {
  status: number;
  etag: string;
  headers: Record<string, string>;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The app and release that own a shop page's route (the host when none), which its metrics name. */
  owner?: { app: string; release: string };
}

/** How much page bytes the cache holds before it forgets the pages asked for least recently. */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * A page forgotten for a change is drawn again at once when a visitor asked for it this recently: it is
 * likely asked again, and the next visitor then finds it ready instead of waiting for its render.
 */
export const REDRAW_ASKED_WITHIN_MS = 5_000;
/**
 * The most pages drawn again for one change, the most recently asked first: a change to the whole
 * catalogue must not queue hundreds of renders ahead of the visitors' own.
 */
export const REDRAW_MAX = 8;

interface KeptPage<Source> {
  page: CachedPage;
  /** What drawing the page again takes. */
  source: Source;
  askedAt: number;
}

const sizeOf = ({ page }: KeptPage<unknown>) =>
  page.identity.length + page.br.length + page.gzip.length + 512;

/**
 * Finished pages by key, each filed under the cache tags of the data it shows (`product:<id>`,
 * `products`, `settings`…), so that a change to that data forgets exactly the pages that show it.
 *
 * A page rendered while its data changed must not be kept: it may show the data from before the change,
 * told after the render read it. So each page is offered with the moment its render began (`begin`), and
 * is refused if any of its tags changed since, or if the whole cache was forgotten since.
 *
 * Each page is kept with its `Source`, what drawing it again takes, handed back when a change forgets
 * a page visitors were asking for.
 */
export class PageCache<Source = unknown> {
  readonly #pages: LRUCache<string, KeptPage<Source>>;
  readonly #keysByTag = new Map<string, Set<string>>();
  readonly #tagsByKey = new Map<string, string[]>();
  readonly #changedAt = new Map<string, number>();
  #clock = 0;
  #clearedAt = 0;

  readonly #now: () => number;

  constructor(maxBytes = PAGE_CACHE_BYTES, now = () => performance.now()) {
    this.#now = now;
    this.#pages = new LRUCache<string, KeptPage<Source>>({
      maxSize: maxBytes,
      sizeCalculation: sizeOf,
      dispose: (_page, key) => this.#unfile(key),
    });
  }

  /** The moment a render begins, for `set`. */
  begin(): number {
    return this.#clock;
  }

  get(key: string): CachedPage | undefined {
    const kept = this.#pages.get(key);
    if (kept) kept.askedAt = this.#now();
    return kept?.page;
  }

  /** Keeps the page unless data it shows changed since `begunAt`; whether it was kept. */
  set(key: string, page: CachedPage, tags: string[], begunAt: number, source: Source): boolean {
    if (this.#clearedAt > begunAt || tags.some((tag) => (this.#changedAt.get(tag) ?? 0) > begunAt))
      return false;
    this.#pages.set(key, { page, source, askedAt: this.#now() });
    // A page bigger than the whole cache is not kept, and then not filed either.
    if (!this.#pages.has(key)) return false;
    this.#tagsByKey.set(key, tags);
    for (const tag of tags) {
      let keys = this.#keysByTag.get(tag);
      if (!keys) this.#keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return true;
  }

  /**
   * Forgets every page that shows data named by these tags, and answers the sources of those a visitor
   * asked for within REDRAW_ASKED_WITHIN_MS, the most recently asked first, at most REDRAW_MAX.
   */
  invalidate(tags: string[]): Source[] {
    this.#clock += 1;
    const recent = this.#now() - REDRAW_ASKED_WITHIN_MS;
    const asked: KeptPage<Source>[] = [];
    for (const tag of tags) {
      this.#changedAt.set(tag, this.#clock);
      for (const key of [...(this.#keysByTag.get(tag) ?? [])]) {
        const kept = this.#pages.peek(key);
        if (kept && kept.askedAt >= recent) asked.push(kept);
        this.#pages.delete(key);
      }
    }
    return asked
      .sort((a, b) => b.askedAt - a.askedAt)
      .slice(0, REDRAW_MAX)
      .map((kept) => kept.source);
  }

  /** Forgets every page. */
  clear(): void {
    this.#clock += 1;
    this.#clearedAt = this.#clock;
    // Tags changed before now are older than any render that begins from here on.
    this.#changedAt.clear();
    this.#pages.clear();
  }

  get size(): number {
    return this.#pages.size;
  }

  #unfile(key: string): void {
    for (const tag of this.#tagsByKey.get(key) ?? []) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
    this.#tagsByKey.delete(key);
  }
}
