import { MessageSquare, Star, ThumbsUp, UserPlus, type LucideIcon, PenLine } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { cn } from '@web/lib/cn';
import { activityFromParams, activitySearch, type ActivityTab } from '../activity-address';
import { CommentCard } from './comment-card';
import { RatingCard, ReviewCard, VoteCard } from './account-activity-cards';
import { ActivityPanel } from './activity-panel';
import { SubmissionCard } from './submission-card';

const TABS: { value: ActivityTab; label: string; icon: LucideIcon }[] = [
  { value: 'people', label: 'People', icon: UserPlus },
  { value: 'votes', label: 'Votes', icon: ThumbsUp },
  { value: 'ratings', label: 'Ratings', icon: Star },
  { value: 'reviews', label: 'Reviews', icon: PenLine },
  { value: 'comments', label: 'Comments', icon: MessageSquare },
];

/**
 * The five activity tabs. Each shows 5 items a page with numbered paging when there is
 * more than one page; switching tab starts again at page 1. The tab and page are in the
 * address (?tab=reviews&page=2), and the tabs and pages are links to it: they work before
 * the page's scripts run, and the server draws the tab the address names.
 */
export function ActivityTabs({ username }: { username: string }) {
  const { tab, page } = activityFromParams(useSearchParams()[0]);
  const panel = {
    username,
    page,
    pageHref: (next: number) => activitySearch(tab, next),
  };

  return (
    <div className="flex flex-col gap-5">
      <nav
        aria-label="Activity"
        className="grid w-full auto-cols-fr grid-flow-col gap-1 rounded-lg bg-muted p-1"
      >
        {TABS.map(({ value, label, icon: Icon }) => (
          <Link
            key={value}
            to={activitySearch(value, 1)}
            preventScrollReset
            aria-current={value === tab ? 'page' : undefined}
            className={cn(
              'inline-flex min-w-0 items-center justify-center gap-2 rounded-md px-1 py-1.5 text-xs font-medium tracking-tight transition-colors focus-visible:outline-2 focus-visible:outline-ring sm:px-3 sm:text-sm sm:tracking-normal',
              value === tab
                ? 'bg-card text-foreground shadow-sm'
                : 'text-foreground/65 hover:text-foreground',
            )}
          >
            <Icon className="hidden size-4 sm:block" aria-hidden="true" />
            {label}
          </Link>
        ))}
      </nav>
      <div key={tab} className="animate-fade-in">
        {tab === 'people' && (
          <ActivityPanel
            {...panel}
            list="submissions"
            emptyText="You haven't added any people profiles yet."
            itemKey={(item) => item.id}
            renderItem={(item) => <SubmissionCard submission={item} />}
          />
        )}
        {tab === 'votes' && (
          <ActivityPanel
            {...panel}
            list="votes"
            emptyText="You haven't voted on any social accounts yet."
            itemKey={(item) => item.id}
            renderItem={(item) => <VoteCard vote={item} />}
          />
        )}
        {tab === 'ratings' && (
          <ActivityPanel
            {...panel}
            list="ratings"
            emptyText="You haven't rated any social accounts yet."
            itemKey={(item) => item.id}
            renderItem={(item) => <RatingCard rating={item} />}
          />
        )}
        {tab === 'reviews' && (
          <ActivityPanel
            {...panel}
            list="reviews"
            emptyText="You haven't reviewed any social accounts yet."
            itemKey={(item) => item.id}
            renderItem={(item) => <ReviewCard review={item} />}
          />
        )}
        {tab === 'comments' && (
          <ActivityPanel
            {...panel}
            list="comments"
            emptyText="You haven't made any comments yet."
            itemKey={(item) => item.id}
            renderItem={(item) => <CommentCard comment={item} />}
          />
        )}
      </div>
    </div>
  );
}
