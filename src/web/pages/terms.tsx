import { Link } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import { LegalList, LegalPage, LegalSection } from '@web/components/legal-page';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import { paths } from '@web/paths';
import { LEGAL_LAST_UPDATED } from './legal-dates';

export function TermsPage() {
  useDocumentMeta({
    title: `Terms of Service | ${PRODUCT_NAME}`,
    description: `The rules for using ${PRODUCT_NAME} and contributing to the directory.`,
    url: paths.terms,
  });
  return (
    <LegalPage title="Terms of Service" lastUpdated={LEGAL_LAST_UPDATED}>
      <LegalSection title="1. Acceptance of the terms">
        <p>
          By accessing or using {PRODUCT_NAME}, including its website and public API, you agree to
          these Terms of Service and to our{' '}
          <Link to={paths.privacy} className="font-medium text-primary hover:underline">
            Privacy Policy
          </Link>
          . If you do not agree, please do not use the service.
        </p>
      </LegalSection>

      <LegalSection title="2. Description of the service">
        <p>
          {PRODUCT_NAME} is a public directory of well-known people and their social media accounts.
          Anyone may search and read it. Registered members add people, propose accounts with
          evidence of authenticity, vote to approve or reject proposed accounts, rate and review
          verified accounts, report fakes and discuss in the community feed. An account becomes
          verified once it receives 10 approvals and is removed after 10 rejections.
        </p>
        <p>
          Verification reflects the judgement of the community, not a guarantee. We do our best to
          keep the directory accurate, but always use your own judgement before trusting an account.
        </p>
      </LegalSection>

      <LegalSection title="3. Accounts">
        <p>
          To contribute you need an account with a verified e-mail address. You must give accurate
          information, keep your password secret and are responsible for everything done with your
          account. One person may hold one account; creating additional accounts to influence votes
          is not allowed. Tell us at once if you suspect unauthorised use of your account.
        </p>
      </LegalSection>

      <LegalSection title="4. Your contributions">
        <p>
          You keep ownership of what you contribute (people, accounts, evidence, votes, ratings,
          reviews, reports, comments and images). By submitting a contribution you grant{' '}
          {PRODUCT_NAME} a worldwide, non-exclusive, royalty-free, perpetual licence to host, store,
          reproduce, display, adapt and distribute it, including through the public directory API,
          for the purpose of operating and promoting the directory.
        </p>
        <p>
          You confirm that you have the right to share what you submit and that it is, to the best
          of your knowledge, accurate.
        </p>
      </LegalSection>

      <LegalSection title="5. Rules of conduct">
        <p>When using {PRODUCT_NAME} you agree not to:</p>
        <LegalList
          items={[
            'submit accounts you know to be fake, impersonations or parody accounts presented as real;',
            'vote, rate or review dishonestly, or coordinate with others to manipulate verification or ratings;',
            'post content that is unlawful, hateful, harassing, defamatory, sexually explicit or that reveals private information about anyone;',
            'add private individuals: the directory is for public figures only;',
            'send spam or advertising, or scrape the site beyond the documented API and its rate limits;',
            'attempt to break, overload or gain unauthorised access to the service or other members’ accounts.',
          ]}
        />
      </LegalSection>

      <LegalSection title="6. Termination">
        <p>
          You may stop using the service and ask us to delete your account at any time. We may
          suspend or close accounts, and remove contributions, that break these terms or put the
          directory or its members at risk, where possible after a warning. Sections 4, 7 and 8
          survive termination.
        </p>
      </LegalSection>

      <LegalSection title="7. Limitation of liability">
        <p>
          The service is provided “as is” and “as available”, without warranties of any kind. To the
          fullest extent permitted by law, {PRODUCT_NAME} is not liable for indirect, incidental or
          consequential damages, for content contributed by members, or for the content of
          third-party social media accounts listed in the directory. Nothing in these terms limits
          liability that cannot be limited by law.
        </p>
      </LegalSection>

      <LegalSection title="8. Changes to these terms">
        <p>
          We may update these terms as the service evolves. The date at the top shows the latest
          revision; for significant changes we will also notify registered members by e-mail or on
          the site. Continuing to use the service after a change means you accept the updated terms.
        </p>
      </LegalSection>

      <LegalSection title="9. Contact">
        <p>
          Questions about these terms? Please write to us through our{' '}
          <Link to={paths.contact} className="font-medium text-primary hover:underline">
            contact page
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
