import { PRODUCT_NAME } from '@shared/constants';
import { CommunityPage } from '@web/features/community/components/community-page';
import { MobileSectionTabs } from '@web/features/shell/components/mobile-section-tabs';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import { paths } from '@web/paths';

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
