import { positiveIntParam } from '@shared/address-params';
import type { ActivityList } from './api/get-profile-activity';

/** The profile's activity tabs, each showing one of the server's activity lists. */
export const ACTIVITY_LISTS = {
  people: 'submissions',
  votes: 'votes',
  ratings: 'ratings',
  reviews: 'reviews',
  comments: 'comments',
} as const satisfies Record<string, ActivityList>;

export type ActivityTab = keyof typeof ACTIVITY_LISTS;

/** The tab and page a profile's address asks for: the people added, page 1, unless it says otherwise. */
export function activityFromParams(params: URLSearchParams): { tab: ActivityTab; page: number } {
  const tab = params.get('tab') ?? '';
  return {
    tab: Object.hasOwn(ACTIVITY_LISTS, tab) ? (tab as ActivityTab) : 'people',
    page: positiveIntParam(params.get('page')) ?? 1,
  };
}

/** The query of a profile's address showing this tab and page (defaults left out). */
export function activitySearch(tab: ActivityTab, page: number): string {
  const params = new URLSearchParams();
  if (tab !== 'people') params.set('tab', tab);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '?';
}
