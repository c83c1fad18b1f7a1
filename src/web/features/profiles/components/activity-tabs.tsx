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
 * the page's scripts run, and the server renders the tab the address names.
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
      {/* Tabs that are links: on a phone they scroll sideways rather than run off the edge. */}
      <div
        role="tablist"
        aria-label="Activity"
        className="flex w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1 sm:grid sm:auto-cols-fr sm:grid-flow-col sm:overflow-visible"
      >
        {TABS.map(({ value, label, icon: Icon }) => (
          <Link
            key={value}
            to={activitySearch(value, 1)}
            preventScrollReset
            role="tab"
            aria-selected={value === tab}
            className={cn(
              'inline-flex shrink-0 items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              value === tab
                ? 'bg-card text-foreground shadow-sm'
                : 'text-foreground/65 hover:text-foreground',
            )}
          >
            <Icon className="hidden size-4 sm:block" aria-hidden="true" />
            {label}
          </Link>
        ))}
      </div>
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
