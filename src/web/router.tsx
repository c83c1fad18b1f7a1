import type { RouteObject } from 'react-router';
import { Spinner } from '@web/components/ui/spinner';
import { RequireAdmin, RequireUser } from '@web/features/auth/components/route-guards';
import { AppLayout } from '@web/features/shell/components/app-layout';
import { categoriesQueryOptions } from '@web/lib/api/get-categories';
import type { PageHandle } from '@web/lib/page-data';
import { paths } from '@web/paths';
import { RouteError } from '@web/routes/route-error';

const appFrame: PageHandle = {
  prefetch: (queryClient) => queryClient.prefetchQuery(categoriesQueryOptions()),
};

/**
 * Every page of the app, for the browser's router (main.tsx) and the server's
 * (entry-server.tsx); each page's code is loaded when first visited. A page the server
 * renders with data names what it needs in its handle (`prefetch`).
 */
export const appRoutes: RouteObject[] = [
  {
    Component: AppLayout,
    handle: appFrame,
    HydrateFallback: () => <Spinner className="min-h-dvh" />,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: async () => {
              const { HomeRoute, prefetchHome } = await import('@web/routes/home');
              return { Component: HomeRoute, handle: { prefetch: prefetchHome } };
            },
          },
          {
            path: paths.personPattern,
            lazy: async () => {
              const { PersonRoute, prefetchPerson } = await import('@web/routes/person');
              return { Component: PersonRoute, handle: { prefetch: prefetchPerson } };
            },
          },
          {
            // Signed-in only: the page itself sends a visitor to /auth.
            path: paths.add,
            lazy: async () => ({ Component: (await import('@web/routes/add')).AddPersonRoute }),
          },
          {
            path: paths.auth,
            lazy: async () => ({ Component: (await import('@web/routes/auth')).AuthRoute }),
          },
          {
            path: paths.authTest,
            lazy: async () => ({
              Component: (await import('@web/routes/auth-test-simple')).AuthTestSimpleRoute,
            }),
          },
          {
            path: paths.forgotPassword,
            lazy: async () => ({
              Component: (await import('@web/routes/forgot-password')).ForgotPasswordRoute,
            }),
          },
          {
            path: paths.resetPasswordPattern,
            lazy: async () => ({
              Component: (await import('@web/routes/reset-password')).ResetPasswordRoute,
            }),
          },
          {
            path: paths.contact,
            lazy: async () => ({ Component: (await import('@web/routes/contact')).ContactRoute }),
          },
          {
            path: paths.apiDocs,
            lazy: async () => ({ Component: (await import('@web/routes/api-docs')).ApiDocsRoute }),
          },
          {
            path: paths.community,
            lazy: async () => {
              const { CommunityRoute, prefetchCommunity } = await import('@web/routes/community');
              return { Component: CommunityRoute, handle: { prefetch: prefetchCommunity } };
            },
          },
          {
            path: paths.check,
            lazy: async () => {
              const { CheckRoute, prefetchCheck } = await import('@web/routes/check');
              return { Component: CheckRoute, handle: { prefetch: prefetchCheck } };
            },
          },
          {
            path: paths.userPattern,
            lazy: async () => {
              const { UserProfileRoute, prefetchUserProfile } =
                await import('@web/routes/user-profile');
              return { Component: UserProfileRoute, handle: { prefetch: prefetchUserProfile } };
            },
          },
          {
            // Signed-in pages: a visitor without a session is sent to /auth.
            Component: RequireUser,
            children: [
              {
                path: paths.profile,
                lazy: async () => ({
                  Component: (await import('@web/routes/own-profile')).OwnProfileRoute,
                }),
              },
              {
                path: paths.notifications,
                lazy: async () => ({
                  Component: (await import('@web/routes/notifications')).NotificationsRoute,
                }),
              },
              {
                path: paths.changePassword,
                lazy: async () => ({
                  Component: (await import('@web/routes/change-password')).ChangePasswordRoute,
                }),
              },
            ],
          },
          {
            // Admins only: no session goes to /auth, a signed-in non-admin to /.
            Component: RequireAdmin,
            children: [
              {
                path: paths.admin,
                lazy: async () => ({ Component: (await import('@web/routes/admin')).AdminRoute }),
              },
            ],
          },
          {
            // No sign-in: the token of a mail's link names whose mails to stop. One module
            // with /notifications, which keeps the home page's route table small.
            path: paths.unsubscribe,
            lazy: async () => ({
              Component: (await import('@web/routes/notifications')).UnsubscribeRoute,
            }),
          },
          {
            path: paths.privacy,
            lazy: async () => ({ Component: (await import('@web/pages/privacy')).PrivacyPage }),
          },
          {
            path: paths.terms,
            lazy: async () => ({ Component: (await import('@web/pages/terms')).TermsPage }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('@web/routes/not-found')).NotFoundRoute,
            }),
          },
        ],
      },
    ],
  },
];
