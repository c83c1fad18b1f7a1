import { PRODUCT_NAME } from '@shared/constants';
import { commentsQueryOptions } from '@web/features/community/api/get-comments';
import { featuredPeopleQueryOptions } from '@web/features/community/api/get-featured-people';
import { CommunityPage } from '@web/features/community/components/community-page';
import { communityCriteriaFromParams } from '@web/features/community/hooks/use-community-filter';
import { MobileSectionTabs } from '@web/features/shell/components/mobile-section-tabs';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import type { PagePrefetch } from '@web/lib/page-data';
import { paths } from '@web/paths';

/** The feed's page as a visitor sees it, and the Trending and Controversial lists. */
export const prefetchCommunity: PagePrefetch = (queryClient, { url }) => {
  const { person, page } = communityCriteriaFromParams(url.searchParams);
  return Promise.all([
    queryClient.prefetchQuery(commentsQueryOptions({ page, personId: person?.id ?? null }, null)),
    queryClient.prefetchQuery(featuredPeopleQueryOptions('trending')),
    queryClient.prefetchQuery(featuredPeopleQueryOptions('controversial')),
  ]);
};

/** /community: the comment feed, with the Directory / Community switch on small screens. */
export function CommunityRoute() {
  useDocumentMeta({
    title: `Community | ${PRODUCT_NAME}`,
    description: `What the ${PRODUCT_NAME} community says about public figures: comments, replies, ratings, and who is trending.`,
    url: paths.community,
  });
  return (
    <div className="flex flex-col gap-6">
      <MobileSectionTabs active="community" />
      <CommunityPage />
    </div>
  );
}
