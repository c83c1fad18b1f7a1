import { ThumbsDown, ThumbsUp } from 'lucide-react';
import type { ProfileRating, ProfileReview, ProfileVote } from '@shared/schemas/profiles';
import { StarRating } from '@web/components/star-rating';
import { Badge } from '@web/components/ui/badge';
import { AccountLine } from './account-line';
import { ActivityCard } from './activity-card';
import { ActivityDate } from './activity-date';

/** A vote: Approved or Rejected, on which account of whom, and when. */
export function VoteCard({ vote }: { vote: ProfileVote }) {
  return (
    <ActivityCard
      testId="profile-vote"
      aside={
        vote.isApproval ? (
          <Badge variant="success">
            <ThumbsUp aria-hidden="true" />
            Approved
          </Badge>
        ) : (
          <Badge variant="destructive">
            <ThumbsDown aria-hidden="true" />
            Rejected
          </Badge>
        )
      }
      footer={<ActivityDate value={vote.votedAt} label="Voted" />}
    >
      <AccountLine account={vote.socialAccount} />
    </ActivityCard>
  );
}

/** A rating: 1 to 5 stars for an account, and when. */
export function RatingCard({ rating }: { rating: ProfileRating }) {
  const stars = Math.min(5, Math.max(0, rating.rating));
  return (
    <ActivityCard
      testId="profile-rating"
      aside={
        <span className="flex items-center gap-1.5" title={`Rated ${stars} out of 5`}>
          <StarRating value={stars} size="md" />
          <span className="sr-only">Rated {stars} out of 5</span>
          <span className="text-sm font-medium tabular-nums" aria-hidden="true">
            {stars}/5
          </span>
        </span>
      }
      footer={<ActivityDate value={rating.ratedAt} label="Rated" />}
    >
      <AccountLine account={rating.socialAccount} />
    </ActivityCard>
  );
}

const wasEdited = (review: ProfileReview) =>
  new Date(review.updatedAt).getTime() !== new Date(review.createdAt).getTime();

/** A review: the account, the text and when it was written (or last edited). */
export function ReviewCard({ review }: { review: ProfileReview }) {
  return (
    <ActivityCard
      testId="profile-review"
      footer={
        <ActivityDate
          value={wasEdited(review) ? review.updatedAt : review.createdAt}
          label={wasEdited(review) ? 'Edited' : 'Reviewed'}
        />
      }
    >
      <AccountLine account={review.socialAccount} />
      <p className="mt-3 text-sm break-words whitespace-pre-wrap">{review.reviewText}</p>
    </ActivityCard>
  );
}
