import { type ReactNode, useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { cn } from '@web/lib/cn';
import { Label } from './label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: ReactNode;
  placeholder: string;
  options: SelectOption[];
  disabled?: boolean;
}

/**
 * A choice from a list bound to one field of a react-hook-form form (the `Form` wrapper's
 * companion for selects): label, the Radix select, and the field's message under it.
 * The value is kept as text ('' when nothing is chosen); the schema converts it.
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  options,
  disabled,
}: SelectFieldProps<T>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const value = field.value === undefined || field.value === null ? '' : String(field.value);
        return (
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>{label}</Label>
            <Select
              value={value}
              onValueChange={field.onChange}
              onOpenChange={(open) => {
                if (!open) field.onBlur();
              }}
              disabled={disabled || field.disabled}
            >
              <SelectTrigger
                id={id}
                ref={field.ref}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-message` : undefined}
                className={cn(error && 'border-destructive')}
              >
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
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
