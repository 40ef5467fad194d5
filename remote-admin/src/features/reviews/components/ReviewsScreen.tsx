import type { AdminReview, AdminReviewList } from '@brass/shared/contracts/admin-reviews';
import type { ReviewState } from '@brass/shared/contracts/reviews';
import { useState } from 'react';
import { ActionOutcome, type Outcome } from '../../../components/ActionOutcome';
import { FilterChips } from '../../../components/FilterChips';
import { PageNav } from '../../../components/PageNav';
import { Card } from '../../../components/Card';
import { LoadState } from '../../../components/LoadState';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useReviews } from '../api/reviews';
import { ReviewCard } from './ReviewCard';
import styles from './Reviews.module.css';

const FILTERS: { state: ReviewState | undefined; label: string }[] = [
  { state: 'pending', label: 'Waiting' },
  { state: 'published', label: 'Published' },
  { state: 'hidden', label: 'Hidden' },
  { state: undefined, label: 'All' },
];

/** `/admin/reviews`: shoppers' reviews, the ones waiting first, to publish, hide and answer. */
export function ReviewsScreen() {
  const [state, setState] = useState<ReviewState | undefined>('pending');
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [latest, setLatest] = useState<AdminReviewList>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const reviews = useReviews(state, page, version);
  if (reviews.status === 'success' && reviews.data !== latest) setLatest(reviews.data);

  function filter(next: ReviewState | undefined) {
    setState(next);
    setPage(1);
    setLatest(undefined);
  }

  function changed(_review: AdminReview, done: string) {
    setOutcome({ tone: 'done', text: done });
    setVersion((count) => count + 1);
  }

  const counts = latest?.counts;
  return (
    <>
      <ScreenHeader title="Reviews">
        Reviews shoppers wrote of pieces delivered to them. A review shows on its product page once published;
        hide one to take it off, and answer under it as the shop.
      </ScreenHeader>
      <ActionOutcome outcome={outcome} />
      <Card title="Reviews" meta={counts ? `${counts.pending} waiting` : undefined}>
        <FilterChips
          label="Show reviews"
          chips={FILTERS.map((option) => ({
            label: option.label,
            value: option.state,
            count:
              counts &&
              (option.state ? counts[option.state] : counts.pending + counts.published + counts.hidden),
          }))}
          chosen={state}
          onChoose={filter}
        />
        <LoadState
          state={reviews}
          latest={latest}
          loading="Loading the reviews..."
          onRetry={() => setVersion((count) => count + 1)}
        >
          {(list) => (
            <>
              {list.reviews.length === 0 ? (
                <p className={styles.empty}>No reviews here.</p>
              ) : (
                <ul className={styles.list}>
                  {list.reviews.map((review) => (
                    <ReviewCard
                      key={`${review.id}:${review.state}:${review.reply?.repliedAt ?? ''}`}
                      review={review}
                      onChanged={changed}
                      onProblem={(text) => setOutcome({ tone: 'problem', text })}
                    />
                  ))}
                </ul>
              )}
              <PageNav
                label="Pages of reviews"
                page={list.page}
                pageSize={list.pageSize}
                total={list.total}
                onPage={setPage}
              />
            </>
          )}
        </LoadState>
      </Card>
    </>
  );
}
