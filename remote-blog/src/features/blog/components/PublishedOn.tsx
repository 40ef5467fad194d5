import { formatPublishedDate } from '../utils/published-date';

export function PublishedOn({ createdAt, className }: { createdAt: string; className?: string }) {
  return (
    <p className={className}>
      Published on <time dateTime={createdAt}>{formatPublishedDate(createdAt)}</time>
    </p>
  );
}
