import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import {
  type Control,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  FormProvider,
  get,
  type Path,
  useForm,
  useFormContext,
  useFormState,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { cn } from '@web/lib/cn';
import { Alert, AlertDescription } from './alert';
import { Button, type ButtonProps } from './button';
import { Input } from './input';
import { Label } from './label';
import { Textarea } from './textarea';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The react-hook-form handle of a form built from a shared Zod schema (input before, output after parsing). */
export type FormApi<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

interface FormProps<S extends FormSchema> {
  /** The shared schema (src/shared/schemas): its rules and messages are the form's. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Receives the parsed values (trimmed, lower-cased where the schema says so). */
  onSubmit: (values: z.output<S>, form: FormApi<S>) => unknown;
  children: (form: FormApi<S>) => ReactNode;
  className?: string;
  /**
   * Where the browser itself sends the form (a POST of its fields) when it is submitted
   * before the page's scripts run: a page the server answers. A form of a page the server
   * draws needs one; one the browser draws is never there before its scripts. Its fields
   * are the browser's own (registered, not controlled), so what was typed before the
   * scripts ran is what they send.
   */
  action?: string;
  'aria-label'?: string;
}

/**
 * The one form wrapper: react-hook-form with the shared Zod schema as resolver. Fields are
 * checked on submit, then again on every change; messages appear under each field. (Not on
 * blur: a message appearing then moves the submit button away from the pointer.)
 */
export function Form<S extends FormSchema>({
  schema,
  defaultValues,
  onSubmit,
  children,
  className,
  action,
  'aria-label': ariaLabel,
}: FormProps<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  return (
    <FormProvider {...form}>
      <form
        // Sent by the browser itself before the scripts run, to a server that answers it.
        {...(action && { method: 'post', action })}
        noValidate
        aria-label={ariaLabel}
        className={cn('flex flex-col gap-4', className)}
        onSubmit={(event) => void form.handleSubmit((values) => onSubmit(values, form))(event)}
      >
        {children(form)}
      </form>
    </FormProvider>
  );
}

/**
 * Puts the server's per-field messages ({ errors: { field: [messages] } }) under the
 * fields this form has. Returns whether any was placed.
 */
export function setServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  errors: Record<string, string[]> | undefined,
): boolean {
  if (!errors) return false;
  const fields = Object.keys(form.getValues());
  let placed = false;
  for (const [field, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message || !fields.includes(field)) continue;
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  children: ReactNode;
}

/** Label, control, optional help and the field's message under it. */
function FieldFrame({ id, label, description, error, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {description && (
        <div id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </div>
      )}
      {error && (
        <p id={`${id}-message`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, description: ReactNode, error: string | undefined) {
  const ids = [description ? `${id}-description` : '', error ? `${id}-message` : ''];
  return ids.filter(Boolean).join(' ') || undefined;
}

type NativeInputProps = Omit<
  ComponentProps<'input'>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'id' | 'ref'
>;

interface FieldProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: ReactNode;
  description?: ReactNode;
  /** Shown at the end of the input (a show-password button, say). */
  adornment?: ReactNode;
}

/** The message of one field, re-rendering only when that field's state changes. */
function useFieldError<T extends FieldValues>(
  control: Control<T, unknown, FieldValues>,
  name: FieldPath<T>,
): string | undefined {
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** A text-like input bound to one field of the form (registered, uncontrolled). */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  adornment,
  className,
  ...inputProps
}: FieldProps<T> & NativeInputProps) {
  const id = useId();
  const error = useFieldError(control, name);
  return (
    <FieldFrame id={id} label={label} description={description} error={error}>
      <div className="relative">
        <Input
          {...inputProps}
          {...control.register(name)}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, description, error)}
          className={cn(
            error && 'border-destructive focus-visible:outline-destructive/40',
            adornment && 'pr-11',
            className,
          )}
        />
        {adornment && (
          <div className="absolute inset-y-0 right-1 flex items-center">{adornment}</div>
        )}
      </div>
    </FieldFrame>
  );
}

/** A multi-line text field bound to one field of the form. */
export function TextareaField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  className,
  ...textareaProps
}: Omit<FieldProps<T>, 'adornment'> &
  Omit<
    ComponentProps<'textarea'>,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'id'
  >) {
  const id = useId();
  const error = useFieldError(control, name);
  return (
    <FieldFrame id={id} label={label} description={description} error={error}>
      <Textarea
        {...textareaProps}
        {...control.register(name)}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error)}
        className={cn(error && 'border-destructive', className)}
      />
    </FieldFrame>
  );
}

/** A message about the whole form (set with form.setError('root.server', …)). */
export function FormRootError() {
  const { formState } = useFormContext();
  const message = formState.errors.root?.server?.message;
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription className="whitespace-pre-line">{message}</AlertDescription>
    </Alert>
  );
}

/** The submit button: disabled, with a spinner and its pending label, while the form is sending. */
export function SubmitButton({
  children,
  pendingLabel,
  disabled,
  className,
  ...props
}: ButtonProps & { pendingLabel?: string }) {
  const { formState } = useFormContext();
  const sending = formState.isSubmitting;
  return (
    <Button
      {...props}
      type="submit"
      disabled={sending || disabled}
      aria-busy={sending || undefined}
      className={cn('w-full', className)}
    >
      {sending && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
      {sending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
