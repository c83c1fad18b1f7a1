import { toast } from '@web/lib/toast';
import { type CreatedApiKey, newApiKeySchema } from '@shared/schemas/api-keys';
import { Form, setServerErrors, SubmitButton, TextField } from '@web/components/ui/form';
import { errorMessage, fieldErrors } from '@web/lib/api/error-message';
import { useCreateApiKey } from '../api/create-api-key';

/** A name for a new key and Create key; the whole key goes to `onCreated`, to be shown once. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (apiKey: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  return (
    <Form
      schema={newApiKeySchema}
      defaultValues={{ name: '' }}
      aria-label="Create an API key"
      onSubmit={async (values, form) => {
        try {
          const apiKey = await create.mutateAsync(values);
          form.reset();
          onCreated(apiKey);
        } catch (error) {
          setServerErrors(form, fieldErrors(error));
          toast.error('Failed to create API key', {
            description: errorMessage(error, 'Please try again.'),
          });
        }
      }}
    >
      {(form) => (
        <>
          <TextField
            control={form.control}
            name="name"
            label="Key name"
            placeholder="e.g. My research script"
            autoComplete="off"
          />
          <SubmitButton pendingLabel="Creating…" className="sm:w-fit">
            Create key
          </SubmitButton>
        </>
      )}
    </Form>
  );
}
