import { toast } from '@web/lib/toast';
import { accountSubmissionSchema } from '@shared/schemas/accounts';
import {
  Form,
  setServerErrors,
  SubmitButton,
  TextareaField,
  TextField,
} from '@web/components/ui/form';
import { SelectField } from '@web/components/ui/select-field';
import { ApiError } from '@web/lib/api/client';
import { errorMessage } from '@web/lib/api/error-message';
import { usePlatforms } from '../api/get-platforms';
import { useSubmitAccount } from '../api/submit-account';
import { UsernameField } from './username-field';

const proposalFormSchema = accountSubmissionSchema.pick({
  platformId: true,
  username: true,
  url: true,
  evidence: true,
});

/** The proposal form: platform, handle, address and evidence, checked by the shared schema. */
export function ProposeAccountForm({
  personId,
  onAdded,
}: {
  personId: number;
  onAdded: () => void;
}) {
  const platforms = usePlatforms();
  const submitAccount = useSubmitAccount();
  return (
    <Form
      schema={proposalFormSchema}
      defaultValues={{ platformId: '', username: '', url: '', evidence: '' }}
      aria-label="Propose an account"
      onSubmit={async (values, form) => {
        try {
          await submitAccount.mutateAsync({ personId, ...values });
          toast.success('Success', {
            description:
              'Social media account added successfully. It will be verified by community voting.',
          });
          form.reset();
          onAdded();
        } catch (error) {
          if (error instanceof ApiError) setServerErrors(form, error.errors);
          toast.error('Failed to add social media account', {
            description: errorMessage(error, 'Something went wrong'),
          });
        }
      }}
    >
      {(form) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              control={form.control}
              name="platformId"
              label="Platform"
              placeholder={platforms.isPending ? 'Loading platforms…' : 'Choose a platform'}
              options={(platforms.data ?? []).map((platform) => ({
                value: String(platform.id),
                label: platform.name,
              }))}
            />
            <UsernameField control={form.control} name="username" label="Username" />
          </div>
          <TextField
            control={form.control}
            name="url"
            type="url"
            label="Profile URL (optional)"
            placeholder="https://"
            autoComplete="off"
          />
          <TextareaField
            control={form.control}
            name="evidence"
            label="Evidence of authenticity"
            placeholder="How do you know this account is theirs? e.g. linked from their official website, verified badge, press coverage (at least 10 characters)"
            className="min-h-24"
          />
          <SubmitButton pendingLabel="Submitting…" className="sm:w-fit sm:self-end">
            Submit Account
          </SubmitButton>
        </>
      )}
    </Form>
  );
}
