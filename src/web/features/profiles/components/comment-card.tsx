import { CornerDownRight, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { ProfileComment } from '@shared/schemas/profiles';
import { Badge } from '@web/components/ui/badge';
import { paths } from '@web/paths';
import { ActivityCard } from './activity-card';
import { ActivityDate } from './activity-date';

/** A comment: the person it is about (linked to /people/{id}), Reply or Comment, the text and the date. */
export function CommentCard({ comment }: { comment: ProfileComment }) {
  const isReply = comment.parentId !== null;
  const name = `${comment.person.firstName} ${comment.person.lastName}`.trim();
  return (
    <ActivityCard
      testId="profile-comment"
      aside={
        <Badge variant={isReply ? 'secondary' : 'accent'}>
          {isReply ? <CornerDownRight aria-hidden="true" /> : <MessageSquare aria-hidden="true" />}
          {isReply ? 'Reply' : 'Comment'}
        </Badge>
      }
      footer={<ActivityDate value={comment.createdAt} />}
    >
      <p className="text-sm text-muted-foreground">
        About{' '}
        <Link
          to={paths.person({ id: comment.person.id })}
          className="font-semibold text-foreground hover:text-primary hover:underline"
        >
          {name}
        </Link>
      </p>
      <p className="mt-2 text-sm break-words whitespace-pre-wrap">{comment.text}</p>
    </ActivityCard>
  );
}
