import { Link } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import { LegalList, LegalPage, LegalSection } from '@web/components/legal-page';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import { paths } from '@web/paths';
import { LEGAL_LAST_UPDATED } from './legal-dates';

export function PrivacyPage() {
  useDocumentMeta({
    title: `Privacy Policy | ${PRODUCT_NAME}`,
    description: `How ${PRODUCT_NAME} collects, uses and protects your personal data.`,
    url: paths.privacy,
  });
  return (
    <LegalPage title="Privacy Policy" lastUpdated={LEGAL_LAST_UPDATED}>
      <LegalSection title="1. Introduction">
        <p>
          {PRODUCT_NAME} is a public, community-verified directory of public figures and their
          social media accounts. This policy explains what personal data we collect when you browse
          the directory or take part in it, why we collect it, how we protect it and which rights
          you have. It applies to the website and to the public directory API.
        </p>
        <p>
          The directory itself lists public figures and the accounts they publish themselves. We do
          not collect private information about the people listed: only their name, profession,
          category and publicly available account handles, as submitted and reviewed by the
          community.
        </p>
      </LegalSection>

      <LegalSection title="2. Data we collect">
        <p>
          Depending on how you use {PRODUCT_NAME}, we may process the following categories of data:
        </p>
        <LegalList
          items={[
            <>
              <strong>Identity data:</strong> your username and, if you choose to upload one, your
              profile picture.
            </>,
            <>
              <strong>Contact data:</strong> your e-mail address, used to verify your account, reset
              your password and answer messages you send us.
            </>,
            <>
              <strong>Technical data:</strong> your IP address, browser type and version, device and
              operating system, and the date and time of requests, kept in server logs and used for
              rate limiting and abuse prevention. When you register we also keep two keyed
              fingerprints of the network you registered from (of its first parts, never your
              address) for as long as your account exists: your votes count for as long as it does,
              and the fingerprints show when several accounts may be one person voting many times.
            </>,
            <>
              <strong>Usage data:</strong> what you contribute to the directory (people added,
              accounts submitted, votes, ratings, reviews, reports and comments) and when you did
              so.
            </>,
          ]}
        />
        <p>
          We do not use advertising trackers, and we do not buy data about you from third parties.
          Your password is never stored in readable form: only a strong one-way hash is kept.
        </p>
      </LegalSection>

      <LegalSection title="3. How we use your data">
        <LegalList
          items={[
            'to create and secure your account, keep you signed in and let you reset your password;',
            'to run community verification: counting votes, computing ratings and showing who submitted what;',
            'to display your public contributions under your username on the directory and your public profile;',
            'to answer your messages and send you service e-mails (never marketing without your consent);',
            'to detect and prevent spam, fraud, vote manipulation and other abuse, and to enforce our Terms of Service;',
            'to keep the service reliable and improve it, using aggregated usage statistics.',
          ]}
        />
        <p>
          Your e-mail address is private: it is never shown on your public profile or exposed
          through the API. We do not sell your personal data.
        </p>
      </LegalSection>

      <LegalSection title="4. Data security">
        <p>
          We protect your data with encrypted connections (HTTPS), hashed passwords, revocable
          sessions that expire, rate limits on sign-in and other sensitive actions, and access to
          production systems restricted to the people who operate the service. No system is
          perfectly secure; if a breach affecting your data occurs, we will inform you and the
          competent authorities as required by law.
        </p>
        <p>
          We keep account data for as long as your account exists. When an account is deleted, the
          sessions end at once; public contributions may remain, shown as coming from a deleted
          user, so that the verification history of the directory stays intact.
        </p>
      </LegalSection>

      <LegalSection title="5. Your rights">
        <p>Depending on where you live, you may have the right to:</p>
        <LegalList
          items={[
            'access the personal data we hold about you and receive a copy of it;',
            'have inaccurate data corrected;',
            'have your account and personal data deleted;',
            'object to or restrict certain processing;',
            'withdraw any consent you have given, at any time;',
            'lodge a complaint with your data protection authority.',
          ]}
        />
        <p>
          If you are a public figure listed in the directory and believe an entry about you is
          wrong, you may also ask us to correct it.
        </p>
      </LegalSection>

      <LegalSection title="6. Contact us">
        <p>
          For any question about this policy or to exercise your rights, please reach us through our{' '}
          <Link to={paths.contact} className="font-medium text-primary hover:underline">
            contact page
          </Link>
          . We answer requests within 30 days.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
