import { renderHook } from '@testing-library/react';
import { keepAnswers, useServerAnswer } from './server-data';

const answerFor = (key: string) => renderHook(() => useServerAnswer<unknown>(key)).result.current;

describe('answers fetched ahead of a move (keepAnswers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("are handed to the page's first render under their keys, and dropped once it has used them", async () => {
    await keepAnswers({ 'blog:diyas': Promise.resolve({ title: 'Diyas' }) });

    const kept = answerFor('blog:diyas');
    expect(kept.initialData).toEqual({ title: 'Diyas' });
    kept.onInitialDataUsed?.();
    expect(answerFor('blog:diyas').initialData).toBeUndefined();
  });

  it('leave out a call that failed, for the page to make itself', async () => {
    await keepAnswers({
      'blog:urli': Promise.reject(new Error('503')),
      'blog:lamps': Promise.resolve({ title: 'Lamps' }),
    });

    expect(answerFor('blog:urli').initialData).toBeUndefined();
    expect(answerFor('blog:lamps').initialData).toEqual({ title: 'Lamps' });
  });

  it('are forgotten after half a minute unused: a page opened later asks afresh', async () => {
    vi.useFakeTimers();
    await keepAnswers({ 'blog:bells': Promise.resolve({ title: 'Bells' }) });

    vi.advanceTimersByTime(29_999);
    expect(answerFor('blog:bells').initialData).toEqual({ title: 'Bells' });
    vi.advanceTimersByTime(1);
    expect(answerFor('blog:bells').initialData).toBeUndefined();
  });
});
