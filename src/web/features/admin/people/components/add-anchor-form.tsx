import { anchorInputSchema } from '../../lib/form-schemas';
import {
  Form,
  FormRootError,
  setServerErrors,
  SubmitButton,
  TextareaField,
  TextField,
} from '@web/components/ui/form';
import { errorMessage, fieldErrors } from '@web/lib/api/error-message';
import { notify } from '../../lib/notify';
import { useAddAnchor } from '../api/add-anchor';

/**
 * Names an official site of the person: its address and why it is theirs (shown to the
 * public beside it); it is confirmed at once. The server's refusal (an address already named,
 * a bad address) stays under the form, where the admin is looking.
 */
export function AddAnchorForm({ personId, name }: { personId: number; name: string }) {
  const addAnchor = useAddAnchor();
  return (
    <Form
      schema={anchorInputSchema}
      defaultValues={{ url: '', reason: '' }}
      aria-label={`Add an official site of ${name}`}
      className="gap-3"
      onSubmit={async (values, form) => {
        try {
          const anchor = await addAnchor.mutateAsync({ personId, ...values });
          form.reset();
          notify.success(`${anchor.root} is now an official site of ${name}`);
        } catch (error) {
          if (!setServerErrors(form, fieldErrors(error))) {
            form.setError('root.server', {
              message: errorMessage(error, 'Failed to add the official site'),
            });
          }
        }
      }}
    >
      {(form) => (
        <>
          <TextField
            control={form.control}
            name="url"
            label="Site address"
            type="url"
            inputMode="url"
            placeholder="https://"
          />
          <TextareaField
            control={form.control}
            name="reason"
            label="Reason"
            description="Why this site is theirs, in words for the public (at least 10 characters)."
            rows={2}
            maxLength={500}
          />
          <FormRootError />
          <SubmitButton className="sm:w-fit sm:self-end" pendingLabel="Adding…">
            Add official site
          </SubmitButton>
        </>
      )}
    </Form>
  );
}
