import { useAuthStore } from '@brass/shared/auth-store';
import { answer, bodiesSentTo, failure, sentTo } from '@brass/shared/testing/api-mock';
import { renderAt } from '@brass/shared/testing/router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeReview, noReviews, summaryOf } from '../../../../testing/reviews';
import ReviewsSection from './ReviewsSection';

const meena = { user: { id: 'usr_meena', name: 'Meena Iyer', email: 'meena@example.in' }, token: 'jwt-1' };

afterEach(() => useAuthStore.getState().logout());

function renderSection(summary = summaryOf([5, 4, 4])) {
  return renderAt(
    '/product/urli',
    <ReviewsSection productId="urli" summary={{ status: 'success', data: summary }} />,
  );
}

describe('ReviewsSection', () => {
  it('shows the average, the count and a bar per star', async () => {
    answer('GET /api/products/:id/reviews', { reviews: [], total: 0, page: 1, pageSize: 10 });
    renderSection();

    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Rated 4.3 out of 5' })).toHaveLength(1);
    expect(screen.getByText('3 reviews')).toBeInTheDocument();
    const bars = within(screen.getByRole('list', { name: 'Reviews by rating' })).getAllByRole('meter');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '5 stars: 1 review',
      '4 stars: 2 reviews',
      '3 stars: 0 reviews',
      '2 stars: 0 reviews',
      '1 star: 0 reviews',
    ]);
    await screen.findByRole('combobox', { name: 'Sort reviews' });
  });

  it('says so when nobody has reviewed the piece, and asks nothing for a list', () => {
    renderSection(noReviews);

    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(sentTo('GET /api/products/:id/reviews')).toEqual([]);
  });

  it('lists the reviews as verified buyers’, with photos and the shop’s reply, newest or most helpful first', async () => {
    answer('GET /api/products/:id/reviews', ({ query }) => ({
      reviews:
        query.sort === 'helpful'
          ? [makeReview('rev_b', { title: 'Most helpful', helpfulCount: 4 })]
          : [
              makeReview('rev_a', {
                title: 'Newest',
                photos: [
                  {
                    small: '/images/uploads/review-a-240.webp',
                    large: '/images/uploads/review-a-960.webp',
                    alt: "Photo 1 of Meena I.'s review",
                  },
                ],
                reply: { text: 'Thank you, Meena!', repliedAt: '2026-11-21T10:00:00.000Z' },
              }),
            ],
      total: 1,
      page: 1,
      pageSize: 10,
    }));
    renderSection();

    const review = await screen.findByRole('article', { name: 'Newest, by Meena I.' });
    expect(review).toHaveTextContent('Verified buyer');
    expect(review).toHaveTextContent('20 November 2026');
    expect(within(review).getByRole('img', { name: "Photo 1 of Meena I.'s review" })).toHaveAttribute(
      'src',
      'http://api.test/images/uploads/review-a-240.webp',
    );
    expect(review).toHaveTextContent('Reply from the shopThank you, Meena!');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort reviews' }), 'Most helpful');
    expect(await screen.findByRole('article', { name: 'Most helpful, by Meena I.' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Newest, by Meena I.' })).toBeNull();
    expect(sentTo('GET /api/products/:id/reviews').map(({ query }) => query)).toEqual([
      { sort: 'newest', page: '1' },
      { sort: 'helpful', page: '1' },
    ]);
  });

  it('adds the next ten with "Show more reviews"', async () => {
    answer('GET /api/products/:id/reviews', ({ query }) => ({
      reviews: [makeReview(`rev_${query.page}`, { title: `Review on page ${query.page}` })],
      total: 2,
      page: Number(query.page),
      pageSize: 1,
    }));
    renderSection(summaryOf([5, 5]));

    await userEvent.click(await screen.findByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByRole('article', { name: 'Review on page 2, by Meena I.' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Review on page 1, by Meena I.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('counts "Helpful" once, and says what the API answered a second time', async () => {
    useAuthStore.getState().login(meena);
    answer('GET /api/products/:id/reviews/mine', { state: 'not-delivered', review: null });
    answer('GET /api/products/:id/reviews', {
      reviews: [makeReview('rev_a', { helpfulCount: 2 })],
      total: 1,
      page: 1,
      pageSize: 10,
    });
    answer('POST /api/reviews/:id/helpful', { helpfulCount: 3 });
    renderSection();

    const helpful = await screen.findByRole('button', { name: 'Helpful (2)' });
    await userEvent.click(helpful);
    expect(await screen.findByRole('button', { name: 'Helpful (3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Helpful (3)' })).toBeDisabled();
    expect(sentTo('POST /api/reviews/:id/helpful')).toHaveLength(1);
  });

  it('asks a visitor to sign in to vote or to write', async () => {
    answer('GET /api/products/:id/reviews', {
      reviews: [makeReview('rev_a')],
      total: 1,
      page: 1,
      pageSize: 10,
    });
    answer('POST /api/reviews/:id/helpful', failure(401, 'Sign in first'));
    renderSection();

    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Helpful (0)' }));
    expect(await screen.findByText('Sign in to mark a review helpful.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Helpful (0)' })).toBeEnabled();
  });
});

describe('writing a review', () => {
  beforeEach(() => {
    useAuthStore.getState().login(meena);
    answer('GET /api/products/:id/reviews', { reviews: [], total: 0, page: 1, pageSize: 10 });
  });

  it('is offered only to a shopper whose order of the piece was delivered', async () => {
    answer('GET /api/products/:id/reviews/mine', { state: 'not-delivered', review: null });
    renderSection(noReviews);
    await screen.findByText('No reviews yet.');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('says the review waits for the shop once written', async () => {
    answer('GET /api/products/:id/reviews/mine', {
      state: 'reviewed',
      review: { ...makeReview('rev_mine'), state: 'pending' },
    });
    renderSection(noReviews);
    expect(
      await screen.findByText(
        'Thank you for your review. It will appear here once the shop has published it.',
      ),
    ).toBeInTheDocument();
  });

  it('checks the fields as the API does, then sends the review and each photo', async () => {
    answer('GET /api/products/:id/reviews/mine', { state: 'can-review', review: null });
    answer('POST /api/products/:id/reviews', { ...makeReview('rev_new'), state: 'pending' });
    answer('POST /api/reviews/:id/photos', { ...makeReview('rev_new'), state: 'pending' });
    renderSection(noReviews);

    await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    const form = screen.getByRole('form', { name: 'Write a review' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Your review' }), 'Lovely.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(within(form).getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(
      'Choose a rating from 1 to 5 stars',
    );
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Title is required',
    );
    expect(within(form).getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription(
      'Write at least 10 characters in your review',
    );
    expect(sentTo('POST /api/products/:id/reviews')).toEqual([]);

    await userEvent.click(within(form).getByRole('radio', { name: '4 stars: very good' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Glows at dusk');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Your review' }), ' It holds water well.');
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'urli.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText(/^Photos/), [photo, photo]);
    await userEvent.click(within(form).getByRole('button', { name: 'Send review' }));

    expect(
      await screen.findByText(
        'Thank you for your review. It will appear here once the shop has published it.',
      ),
    ).toBeInTheDocument();
    expect(bodiesSentTo('POST /api/products/:id/reviews')).toEqual([
      { rating: 4, title: 'Glows at dusk', text: 'Lovely. It holds water well.' },
    ]);
    expect(sentTo('POST /api/reviews/:id/photos').map(({ path }) => path)).toEqual([
      '/api/reviews/rev_new/photos',
      '/api/reviews/rev_new/photos',
    ]);
  });

  it('keeps the review and names a photo the API refused', async () => {
    answer('GET /api/products/:id/reviews/mine', { state: 'can-review', review: null });
    answer('POST /api/products/:id/reviews', { ...makeReview('rev_new'), state: 'pending' });
    answer('POST /api/reviews/:id/photos', failure(415, 'Upload a JPEG, PNG, WebP or AVIF image'));
    renderSection(noReviews);

    await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    await userEvent.click(screen.getByRole('radio', { name: '5 stars: excellent' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Glows at dusk');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review' }), 'It holds water well.');
    const notPhoto = new File(['text'], 'notes.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/^Photos/), notPhoto);
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'It will appear here once the shop has published it.',
    );
    expect(sentTo('POST /api/products/:id/reviews')).toHaveLength(1);
  });
});
