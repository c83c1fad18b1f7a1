import { Check, Circle } from 'lucide-react';
import { PASSWORD_POLICY_MESSAGE, PASSWORD_RULES } from '@shared/schemas/auth';
import { cn } from '@web/lib/cn';

/**
 * The password policy as a checklist that ticks off each rule while the user types. Once a
 * submit was refused (`refused`), it leads with the policy's message and marks the unmet rules.
 */
export function PasswordChecklist({ password, refused }: { password: string; refused: boolean }) {
  const list = (
    <ul aria-label="Password requirements" className="grid gap-1">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        const Icon = met ? Check : Circle;
        return (
          <li
            key={rule.requirement}
            className={cn(
              'flex items-center gap-1.5',
              met ? 'text-success' : refused ? 'text-destructive' : 'text-muted-foreground',
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
  if (!refused) return list;
  return (
    <div className="grid gap-1.5">
      <p className="font-medium text-destructive">{PASSWORD_POLICY_MESSAGE}</p>
      {list}
    </div>
  );
}
