import { RadioGroup } from 'radix-ui';
import type { AdminPerson } from '@shared/schemas/admin';
import { cn } from '@web/lib/cn';
import { fullName, type MergeSlot } from './merge-candidate-list';

interface MergeKeepChoiceProps {
  chosen: Partial<Record<MergeSlot, AdminPerson>>;
  keep: MergeSlot | undefined;
  onKeep: (slot: MergeSlot) => void;
}

/** Person A and person B side by side; the admin picks the one to keep. */
export function MergeKeepChoice({ chosen, keep, onKeep }: MergeKeepChoiceProps) {
  return (
    <div className="flex flex-col gap-2">
      <p id="merge-keep-label" className="text-sm font-medium">
        Which person to keep?
      </p>
      <RadioGroup.Root
        value={keep ?? ''}
        onValueChange={(value) => onKeep(value as MergeSlot)}
        className="grid gap-2 sm:grid-cols-2"
        aria-labelledby="merge-keep-label"
      >
        {(['a', 'b'] as const).map((slot) => {
          const person = chosen[slot];
          const letter = slot.toUpperCase();
          return (
            <RadioGroup.Item
              key={slot}
              value={slot}
              aria-label={`Keep person ${letter}`}
              className={cn(
                'flex flex-col items-start gap-0.5 rounded-md border p-3 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                'data-[state=checked]:border-primary data-[state=checked]:bg-accent',
              )}
            >
              <span className="text-xs font-semibold text-muted-foreground">
                Keep person {letter}
              </span>
              <span className="text-sm font-medium">
                {person ? `${fullName(person)} (ID ${person.id})` : 'Not chosen yet'}
              </span>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}
