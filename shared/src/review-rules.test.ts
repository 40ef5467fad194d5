import * as v from 'valibot';
import { reviewBodySchema } from './contracts/reviews';
import { reviewProblemsIn, type ReviewFields } from './review-rules';

const review: ReviewFields = { rating: 4, title: 'Glows at dusk', text: 'It holds water well.' };

describe('reviewProblemsIn', () => {
  it('finds none in a review the API takes', () => {
    expect(reviewProblemsIn(review)).toEqual({});
    expect(v.safeParse(reviewBodySchema, review).success).toBe(true);
  });

  it.each<[Partial<ReviewFields>, keyof ReviewFields]>([
    [{ rating: undefined }, 'rating'],
    [{ rating: 0 }, 'rating'],
    [{ rating: 3.5 }, 'rating'],
    [{ title: '   ' }, 'title'],
    [{ title: 'x'.repeat(121) }, 'title'],
    [{ text: '  Lovely.   ' }, 'text'],
    [{ text: 'x'.repeat(2001) }, 'text'],
  ])('names the problem of %j in the words the API answers it with', (change, field) => {
    const fields = { ...review, ...change };
    const [issue] = v.safeParse(reviewBodySchema, fields).issues ?? [];
    expect(reviewProblemsIn(fields)).toEqual({ [field]: issue?.message });
  });
});
