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

/** Which of the process's caches of answers hold the data a tag names. */
const cacheOfTag = (tag: string): keyof CachedAnswers | undefined => {
  if (tag === productsTag || tag === catalogueTag || tag.startsWith(productTag(''))) return 'catalog';
  if (tag === settingsTag) return 'settings';
  if (tag === postsTag || tag.startsWith(postTag(''))) return 'blog';
  if (tag.startsWith(policyTag(''))) return 'policyPages';
  return undefined;
};

export interface CachedAnswers {
  catalog: AnswerCache;
  settings: AnswerCache;
  blog: AnswerCache;
  policyPages: AnswerCache;
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
      const stale = new Set(tags.map(cacheOfTag));
      for (const name of stale) if (name) caches[name].forget(tags);
    },
    lost: forgetAll,
  });
}
