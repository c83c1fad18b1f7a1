import { Check, Circle } from 'lucide-react';
import { PASSWORD_RULES } from '@shared/schemas/auth';
import { cn } from '@web/lib/cn';

/** The password policy as a checklist that ticks off each rule while the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul aria-label="Password requirements" className="grid gap-1">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        const Icon = met ? Check : Circle;
        return (
          <li
            key={rule.requirement}
            className={cn(
              'flex items-center gap-1.5',
              met ? 'text-success' : 'text-muted-foreground',
            )}
          >
            <Icon className={cn('shrink-0', met ? 'size-3.5' : 'size-2.5')} aria-hidden="true" />
            <span>
              {rule.requirement}
              <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
