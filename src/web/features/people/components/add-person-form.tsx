import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import type { Category } from '@shared/schemas/catalog';
import { newPersonSchema } from '@shared/schemas/people';
import {
  Form,
  FormRootError,
  setServerErrors,
  SubmitButton,
  TextField,
} from '@web/components/ui/form';
import { SelectField } from '@web/components/ui/select-field';
import { ApiError } from '@web/lib/api/client';
import { paths } from '@web/paths';
import { existingPersonOf, useAddPerson } from '../api/add-person';

/**
 * The /add form: first name, last name, profession and category. Success says so and opens
 * the new person's page; a duplicate name offers the existing person; other failures are toasts.
 */
export function AddPersonForm({ categories }: { categories: Category[] }) {
  const navigate = useNavigate();
  const addPerson = useAddPerson();

  return (
    <Form
      schema={newPersonSchema}
      defaultValues={{ firstName: '', lastName: '', profession: '', categoryId: '' }}
      aria-label="Add a person"
      onSubmit={async (values, form) => {
        try {
          const person = await addPerson.mutateAsync(values);
          toast.success('Person added', {
            description: `${values.firstName} ${values.lastName} is in the directory: propose their accounts next.`,
          });
          void navigate(`/people/${person.id}`);
        } catch (error) {
          const existing = existingPersonOf(error);
          if (existing) {
            toast.error('Duplicate Name', {
              description: 'A person with this name already exists.',
              action: {
                label: 'View Existing Person',
                onClick: () => void navigate(paths.person(existing)),
              },
            });
            return;
          }
          if (error instanceof ApiError) setServerErrors(form, error.errors);
          toast.error('Error', {
            description: error instanceof ApiError ? error.message : 'Failed to add person',
          });
        }
      }}
    >
      {(form) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="firstName"
              label="First name"
              autoComplete="off"
              placeholder="e.g. Ada"
            />
            <TextField
              control={form.control}
              name="lastName"
              label="Last name"
              autoComplete="off"
              placeholder="e.g. Lovelace"
            />
          </div>
          <TextField
            control={form.control}
            name="profession"
            label="Profession / title"
            autoComplete="off"
            placeholder="e.g. Mathematician, writer"
          />
          <SelectField
            control={form.control}
            name="categoryId"
            label="Category"
            placeholder="Choose a category"
            options={categories.map((category) => ({
              value: String(category.id),
              label: category.name,
            }))}
          />
          <FormRootError />
          <SubmitButton pendingLabel="Adding…" className="sm:w-fit sm:self-end">
            Add Person
          </SubmitButton>
        </>
      )}
    </Form>
  );
}
