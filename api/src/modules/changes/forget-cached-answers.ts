import {
  catalogueTag,
  policyTag,
  postsTag,
  postTag,
  productsTag,
  productTag,
  settingsTag,
} from '../../lib/cache-tags.js';
import type { ChangeFeed } from './change-feed.js';

interface AnswerCache {
  /** Forgets the answers showing data that `tags` name, or every answer without them. */
  forget(tags?: readonly string[]): void;
}

/**
 * Which of the process's caches of answers hold the data a tag names: the sitemap and the product feed
 * (`feeds`) are made of the catalogue, the blog and the policy pages, and sort out which of their
 * documents a change touches.
 */
const cachesOfTag = (tag: string): (keyof CachedAnswers)[] => {
  if (tag === productsTag || tag === catalogueTag || tag.startsWith(productTag('')))
    return ['catalog', 'feeds'];
  if (tag === settingsTag) return ['settings'];
  if (tag === postsTag || tag.startsWith(postTag(''))) return ['blog', 'feeds'];
  if (tag.startsWith(policyTag(''))) return ['policyPages', 'feeds'];
  return [];
};

export interface CachedAnswers {
  catalog: AnswerCache;
  settings: AnswerCache;
  blog: AnswerCache;
  policyPages: AnswerCache;
  feeds: AnswerCache;
}

/**
 * Forgets the process's cached answers (kept for seconds) as soon as their data changes, whichever
 * process or script wrote it: a page invalidated by a change is rendered again from fresh answers, never
 * from one the change made stale. Subscribed before any stream, so it forgets before followers hear.
 * Everything is forgotten whenever the feed listens again, as changes may have been missed meanwhile.
 */
export function forgetCachedAnswersOnChange(feed: ChangeFeed, caches: CachedAnswers): void {
  const forgetAll = () => {
    for (const cache of Object.values(caches)) cache.forget();
  };
  feed.subscribe({
    ready: forgetAll,
    change(tags) {
      const stale = new Set(tags.flatMap(cachesOfTag));
      for (const name of stale) caches[name].forget(tags);
    },
    lost: forgetAll,
  });
}
