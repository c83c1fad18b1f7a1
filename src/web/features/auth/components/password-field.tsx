import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { type FieldValues, get, useFormState, useWatch } from 'react-hook-form';
import { TextField } from '@web/components/ui/form';
import { PasswordChecklist } from './password-checklist';

type PasswordFieldProps<T extends FieldValues> = Omit<
  ComponentProps<typeof TextField<T>>,
  'type' | 'adornment'
> & {
  /** Shows the password policy under the field, ticked off while the user types. */
  checklist?: boolean;
};

/** A password input with a show/hide button and, for new passwords, the policy checklist. */
export function PasswordField<T extends FieldValues>({
  checklist = false,
  ...props
}: PasswordFieldProps<T>) {
  const [visible, setVisible] = useState(false);
  const value = useWatch({ control: props.control, name: props.name }) as unknown;
  const { errors } = useFormState({ control: props.control, name: props.name });
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      description={
        checklist ? (
          <PasswordChecklist
            password={typeof value === 'string' ? value : ''}
            refused={Boolean(get(errors, props.name))}
          />
        ) : (
          props.description
        )
      }
      adornment={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          className="flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      }
    />
  );
}
