import { answer, bodiesSentTo, failure, sentTo } from '@brass/shared/testing/api-mock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aReview, aReviewList } from '../../../../testing/reviews';
import { ReviewsScreen } from './ReviewsScreen';

describe('ReviewsScreen', () => {
  it('lists the reviews waiting first, with the count of each state, and filters them', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/reviews', (request) =>
      request.query.state === 'hidden' ? aReviewList([]) : aReviewList([aReview()]),
    );
    render(<ReviewsScreen />);

    const review = await screen.findByRole('article', { name: 'Glows at dusk, by Meena Iyer' });
    expect(review).toHaveTextContent('Small Urli (8 inch)');
    expect(review).toHaveTextContent('meena@example.in');
    expect(within(review).getByLabelText('4 out of 5 stars')).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Show reviews' });
    expect(within(filters).getByRole('button', { name: 'Waiting 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(filters).getByRole('button', { name: 'All 3' })).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'Hidden 0' }));
    expect(await screen.findByText('No reviews here.')).toBeInTheDocument();
    expect(sentTo('GET /api/admin/reviews').map((request) => request.query)).toEqual([
      { state: 'pending', page: '1' },
      { state: 'hidden', page: '1' },
    ]);
  });

  it('publishes a review, says so, and reads the list again', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/reviews', aReviewList([aReview()]));
    answer('POST /api/admin/reviews/:id/publish', aReview({ state: 'published' }));
    render(<ReviewsScreen />);

    const review = await screen.findByRole('article', { name: 'Glows at dusk, by Meena Iyer' });
    await user.click(within(review).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('“Glows at dusk” is published.')).toBeInTheDocument();
    expect(sentTo('POST /api/admin/reviews/:id/publish').map(({ path }) => path)).toEqual([
      '/api/admin/reviews/rev_1/publish',
    ]);
    expect(sentTo('GET /api/admin/reviews')).toHaveLength(2);
  });

  it('hides a published review, and shows the API’s problem as an alert', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/reviews', aReviewList([aReview({ state: 'published' })]));
    answer('POST /api/admin/reviews/:id/hide', failure(404, 'No review has that id.'));
    render(<ReviewsScreen />);

    const review = await screen.findByRole('article', { name: 'Glows at dusk, by Meena Iyer' });
    expect(within(review).queryByRole('button', { name: 'Publish' })).toBeNull();
    await user.click(within(review).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No review has that id.');
  });

  it('saves the shop’s reply, and asks for one before sending an empty reply', async () => {
    const user = userEvent.setup();
    answer('GET /api/admin/reviews', aReviewList([aReview()]));
    answer(
      'POST /api/admin/reviews/:id/reply',
      aReview({ reply: { text: 'Thank you, Meena!', repliedAt: '2026-11-21T05:30:00.000Z' } }),
    );
    render(<ReviewsScreen />);

    const review = await screen.findByRole('article', { name: 'Glows at dusk, by Meena Iyer' });
    await user.click(within(review).getByRole('button', { name: 'Save reply' }));
    expect(within(review).getByRole('textbox', { name: 'Reply from the shop' })).toHaveAccessibleDescription(
      'Reply is required',
    );
    expect(sentTo('POST /api/admin/reviews/:id/reply')).toEqual([]);

    await user.type(
      within(review).getByRole('textbox', { name: 'Reply from the shop' }),
      '  Thank you, Meena!  ',
    );
    await user.click(within(review).getByRole('button', { name: 'Save reply' }));
    expect(await screen.findByText('Your reply to “Glows at dusk” is saved.')).toBeInTheDocument();
    expect(bodiesSentTo('POST /api/admin/reviews/:id/reply')).toEqual([{ text: 'Thank you, Meena!' }]);
  });
});
