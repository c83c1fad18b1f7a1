import { MessageSquare, Star, ThumbsUp, UserPlus, type LucideIcon, PenLine } from 'lucide-react';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { CommentCard } from './comment-card';
import { RatingCard, ReviewCard, VoteCard } from './account-activity-cards';
import { ActivityPanel } from './activity-panel';
import { SubmissionCard } from './submission-card';

type Tab = 'people' | 'votes' | 'ratings' | 'reviews' | 'comments';

const TABS: { value: Tab; label: string; icon: LucideIcon }[] = [
  { value: 'people', label: 'People', icon: UserPlus },
  { value: 'votes', label: 'Votes', icon: ThumbsUp },
  { value: 'ratings', label: 'Ratings', icon: Star },
  { value: 'reviews', label: 'Reviews', icon: PenLine },
  { value: 'comments', label: 'Comments', icon: MessageSquare },
];

/**
 * The five activity tabs. Each shows 5 items a page with numbered paging when there is
 * more than one page; switching tab starts again at page 1.
 */
export function ActivityTabs({ username }: { username: string }) {
  const [tab, setTab] = useState<Tab>('people');
  const [page, setPage] = useState(1);
  const panel = { username, page, onPageChange: setPage };

  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        setTab(value as Tab);
        setPage(1);
      }}
    >
      {/* On a phone the five tabs scroll sideways rather than run off the screen's edge. */}
      <TabsList
        aria-label="Activity"
        className="flex justify-start overflow-x-auto sm:grid sm:overflow-visible"
      >
        {TABS.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value} className="shrink-0 px-3 text-sm">
            <Icon className="hidden size-4 sm:block" aria-hidden="true" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="people">
        <ActivityPanel
          {...panel}
          list="submissions"
          emptyText="You haven't added any people profiles yet."
          itemKey={(item) => item.id}
          renderItem={(item) => <SubmissionCard submission={item} />}
        />
      </TabsContent>
      <TabsContent value="votes">
        <ActivityPanel
          {...panel}
          list="votes"
          emptyText="You haven't voted on any social accounts yet."
          itemKey={(item) => item.id}
          renderItem={(item) => <VoteCard vote={item} />}
        />
      </TabsContent>
      <TabsContent value="ratings">
        <ActivityPanel
          {...panel}
          list="ratings"
          emptyText="You haven't rated any social accounts yet."
          itemKey={(item) => item.id}
          renderItem={(item) => <RatingCard rating={item} />}
        />
      </TabsContent>
      <TabsContent value="reviews">
        <ActivityPanel
          {...panel}
          list="reviews"
          emptyText="You haven't reviewed any social accounts yet."
          itemKey={(item) => item.id}
          renderItem={(item) => <ReviewCard review={item} />}
        />
      </TabsContent>
      <TabsContent value="comments">
        <ActivityPanel
          {...panel}
          list="comments"
          emptyText="You haven't made any comments yet."
          itemKey={(item) => item.id}
          renderItem={(item) => <CommentCard comment={item} />}
        />
      </TabsContent>
    </Tabs>
  );
}
