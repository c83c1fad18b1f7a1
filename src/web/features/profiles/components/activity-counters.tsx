import { MessageSquare, PenLine, Star, ThumbsUp, UserPlus } from 'lucide-react';
import type { Profile } from '@shared/schemas/profiles';
import { Card } from '@web/components/ui/card';

/**
 * The five activity counters. As the specification's profile response says, People Added
 * counts the accounts the user proposed (the People tab lists them), which its note says so
 * the number is not read as people, and Votes the accounts they voted on.
 */
export function ActivityCounters({ activity }: { activity: Profile['activity'] }) {
  const counters = [
    {
      label: 'People Added',
      note: 'accounts proposed',
      value: activity.submittedAccounts,
      icon: UserPlus,
    },
    { label: 'Votes', value: activity.verifiedAccounts, icon: ThumbsUp },
    { label: 'Ratings', value: activity.ratings, icon: Star },
    { label: 'Reviews', value: activity.reviews, icon: PenLine },
    { label: 'Comments', value: activity.comments, icon: MessageSquare },
  ];
  return (
    <Card className="p-2 sm:p-3">
      <dl className="flex flex-wrap justify-center gap-y-1" aria-label="Activity counts">
        {counters.map(({ label, note, value, icon: Icon }) => (
          <div
            key={label}
            className="flex basis-1/3 flex-col items-center gap-1 rounded-lg px-2 py-3 text-center sm:flex-1 sm:basis-0"
            data-testid={`counter-${label.toLowerCase().replace(' ', '-')}`}
          >
            <dt className="order-last text-xs font-medium text-muted-foreground">
              {label}
              {note && <span className="block font-normal">{note}</span>}
            </dt>
            <dd className="flex flex-col items-center gap-1">
              <Icon className="size-5 text-primary" aria-hidden="true" />
              <span className="text-2xl font-bold tabular-nums">
                {value.toLocaleString('en-US')}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
