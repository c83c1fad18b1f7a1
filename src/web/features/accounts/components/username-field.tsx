import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';

/** A handle entered without its leading @: the @ is shown in front and a typed @ is dropped. */
export function UsernameField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>{label}</Label>
            <div className="relative">
              <span
                className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
                aria-hidden="true"
              >
                @
              </span>
              <Input
                id={id}
                name={field.name}
                ref={field.ref}
                value={(field.value as string | undefined) ?? ''}
                onChange={(event) => field.onChange(event.target.value.replace(/^\s*@+/, ''))}
                onBlur={field.onBlur}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="username"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-message` : undefined}
                className={cn('pl-7', error && 'border-destructive')}
              />
            </div>
            {error && (
              <p id={`${id}-message`} className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
