import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import { RETURN_TO_PARAM, safeReturnPath } from '@shared/return-path';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AuthHero } from '@web/features/auth/components/auth-hero';
import { LoginForm } from '@web/features/auth/components/login-form';
import { RegisterForm } from '@web/features/auth/components/register-form';
import { ResendVerificationBanner } from '@web/features/auth/components/resend-verification-banner';
import { VerificationBanner } from '@web/features/auth/components/verification-banner';
import { useVerificationNotice } from '@web/features/auth/hooks/use-verification-notice';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import { useSessionExpired } from '@web/hooks/use-session-expired';
import { SESSION_EXPIRED_MESSAGE } from '@web/hooks/use-session-sync';
import { paths } from '@web/paths';

type Tab = 'login' | 'register';

/**
 * /auth: log in and sign up tabs (?tab=login|register), verification outcome banners, the
 * hero. Signing in goes back to ?returnTo when it is a path of this site, else home.
 */
export function AuthRoute() {
  useDocumentMeta({
    title: `Log in or sign up | ${PRODUCT_NAME}`,
    description: `Log in to ${PRODUCT_NAME} or create an account to help verify social media accounts.`,
    url: paths.auth,
  });
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'register' ? 'register' : 'login';
  const destination = safeReturnPath(params.get(RETURN_TO_PARAM)) ?? paths.home;
  const notice = useVerificationNotice();
  const expired = useSessionExpired();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const selectTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto grid max-w-6xl items-start gap-8 lg:grid-cols-[minmax(0,28rem)_1fr] lg:gap-12">
      <Card className="shadow-md">
        <CardHeader className="pb-2">
          <h1 className="text-2xl leading-tight font-semibold tracking-tight">
            {tab === 'login' ? 'Welcome back' : 'Create your account'}
          </h1>
          <CardDescription>
            {tab === 'login'
              ? 'Log in to vote, rate and review accounts.'
              : 'Join the community that verifies public figures’ accounts.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {expired && (
            <Alert variant="warning">
              <Clock aria-hidden="true" />
              <AlertTitle>Session expired</AlertTitle>
              <AlertDescription>{SESSION_EXPIRED_MESSAGE}</AlertDescription>
            </Alert>
          )}
          <VerificationBanner notice={notice} />
          {unverifiedEmail && tab === 'login' && (
            <ResendVerificationBanner email={unverifiedEmail} />
          )}
          <Tabs value={tab} onValueChange={selectTab}>
            <TabsList aria-label="Log in or sign up">
              <TabsTrigger value="login">Log in</TabsTrigger>
              <TabsTrigger value="register">Sign up</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm destination={destination} onUnverified={setUnverifiedEmail} />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <AuthHero />
    </div>
  );
}
