import { Mail } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { CONTACT_OUTCOME } from '@shared/contact-form';
import { PRODUCT_NAME } from '@shared/constants';
import { FormPage } from '@web/components/form-page';
import { ContactForm } from '@web/features/contact/components/contact-form';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { paths } from '@web/paths';

/** /contact: a message to the people who run the directory. */
export function ContactRoute() {
  useDocumentMeta({
    title: `Contact Us | ${PRODUCT_NAME}`,
    description: `Questions, corrections or feedback about ${PRODUCT_NAME}? Send us a message.`,
    url: paths.contact,
  });
  const user = useStoredUser();
  // Where the form sent before the scripts ran leads back (src/shared/contact-form.ts).
  const [searchParams] = useSearchParams();
  return (
    <FormPage
      icon={Mail}
      title="Contact Us"
      description="Questions, corrections or feedback? Send us a message and we will get back to you."
      className="max-w-xl"
    >
      <ContactForm
        user={user}
        sentBefore={searchParams.has(CONTACT_OUTCOME.sent)}
        refusedBefore={searchParams.get(CONTACT_OUTCOME.error)}
      />
    </FormPage>
  );
}
