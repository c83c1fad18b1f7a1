import { useId } from 'react';
import { newAliasSchema } from '@shared/schemas/people';
import {
  Form,
  FormRootError,
  setServerErrors,
  SubmitButton,
  TextField,
} from '@web/components/ui/form';
import { errorMessage, fieldErrors } from '@web/lib/api/error-message';
import { toast } from '@web/lib/toast';
import { COMMON_ALIAS_LANGUAGES } from '../alias-languages';
import { useAddAlias } from '../api/add-alias';

/**
 * Adds a name the person is also known by, with its language when it has one (offered from
 * a list, any tag typed). The server's refusal (a name that is already theirs or someone
 * else's) stays in the form, where the member is looking.
 */
export function AddAliasForm({ personId }: { personId: number }) {
  const addAlias = useAddAlias();
  const languagesId = useId();
  return (
    <Form
      schema={newAliasSchema}
      defaultValues={{ name: '', language: '' }}
      aria-label="Add a name"
      className="max-w-3xl gap-3"
      onSubmit={async (values, form) => {
        try {
          await addAlias.mutateAsync({ personId, ...values });
          form.reset();
          toast.success('Alias added');
        } catch (error) {
          if (!setServerErrors(form, fieldErrors(error))) {
            form.setError('root.server', {
              message: errorMessage(error, 'Could not add the name'),
            });
          }
        }
      }}
    >
      {(form) => (
        <>
          {/* The name on a row of its own on a phone; language and button share the next. */}
          <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto]">
            <div className="col-span-2 sm:col-span-1">
              <TextField
                control={form.control}
                name="name"
                label="Other name"
                placeholder="e.g. a stage name"
                autoComplete="off"
              />
            </div>
            <TextField
              control={form.control}
              name="language"
              label="Language (optional)"
              placeholder="e.g. ru, ja"
              list={languagesId}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
            />
            <SubmitButton pendingLabel="Adding…" className="mt-[1.375rem] h-10 w-fit">
              Add name
            </SubmitButton>
          </div>
          <datalist id={languagesId}>
            {COMMON_ALIAS_LANGUAGES.map((language) => (
              <option key={language.tag} value={language.tag}>
                {language.name}
              </option>
            ))}
          </datalist>
          <FormRootError />
        </>
      )}
    </Form>
  );
}
