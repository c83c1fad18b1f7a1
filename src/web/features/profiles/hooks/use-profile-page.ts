import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { PRODUCT_NAME } from '@shared/constants';
import { NOT_FOUND_TITLES, pageTitle } from '@shared/page-titles';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import { ApiError } from '@web/lib/api/client';
import { paths } from '@web/paths';
import { useProfile } from '../api/get-profile';

export const PROFILE_LOAD_FAILED = 'Failed to load user profile. The user may not exist.';

/** A 404 (or a name the server rejects outright) means there is no such user. */
const isUnknownUser = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * Loads a profile and sets the page title ('{username} | VerifiedVoices'). An unknown user
 * is reported as `notFound` (titled 'User Not Found | VerifiedVoices'); any other failure shows a toast and goes to the home page.
 */
export function useProfilePage(username: string, url: string) {
  const query = useProfile(username);
  const navigate = useNavigate();
  const notFound = query.isError && isUnknownUser(query.error);
  const failed = query.isError && !notFound;

  useEffect(() => {
    if (!failed) return;
    // The id keeps a second run of this effect (React's strict mode) from doubling the toast.
    toast.error(PROFILE_LOAD_FAILED, { id: 'profile-load-failed' });
    void navigate(paths.home, { replace: true });
  }, [failed, navigate]);

  const name = query.data?.user.username ?? username;
  useDocumentMeta({
    title: pageTitle(notFound ? NOT_FOUND_TITLES.user : name),
    description: `${name}'s contributions to the ${PRODUCT_NAME} community: people added, votes, ratings, reviews and comments.`,
    url,
    type: 'profile',
  });

  return { ...query, notFound };
}
