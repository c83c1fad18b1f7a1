import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { personReviewStatus } from '@shared/person-review';
import type { AdminAccount, AdminPerson } from '@shared/schemas/admin';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { paths } from '@web/paths';
import { ConfirmAction } from '@web/components/confirm-action';
import { AccountRow } from './account-row';
import { OfficialSitesPanel } from './official-sites-panel';

interface PersonRowProps {
  person: AdminPerson;
  busyPerson: boolean;
  busyAccountId: number | undefined;
  onToggleAccount: (account: AdminAccount) => void;
  onDeleteAccount: (account: AdminAccount) => void;
  onDeletePerson: (person: AdminPerson) => void;
}

/** Deleted if marked so; else Pending or Verified by personReviewStatus; no badge otherwise. */
function personBadge(person: AdminPerson) {
  if (person.is_deleted) return <Badge variant="destructive">Deleted</Badge>;
  const status = personReviewStatus(person.socialAccounts);
  if (status === 'verified') return <Badge variant="success">Verified</Badge>;
  if (status === 'pending') return <Badge variant="warning">Pending</Badge>;
  return null;
}

/**
 * One person with their accounts and, unless deleted, their official sites; highlighted
 * while any account awaits votes.
 */
export function PersonRow({
  person,
  busyPerson,
  busyAccountId,
  onToggleAccount,
  onDeleteAccount,
  onDeletePerson,
}: PersonRowProps) {
  const name = `${person.firstName} ${person.lastName}`;
  const needsReview = personReviewStatus(person.socialAccounts) === 'pending';
  return (
    <Card
      role="article"
      aria-label={name}
      data-testid="admin-person"
      data-highlighted={needsReview || undefined}
      className={cn(
        'flex flex-col gap-3 p-4',
        // The amber edge alone: grey text and the badges lack contrast on a tinted card.
        needsReview && 'border-l-4 border-l-warning',
        person.is_deleted && 'opacity-70',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            {person.is_deleted ? (
              <span className="font-semibold">{name}</span>
            ) : (
              <Link to={paths.person(person)} className="font-semibold hover:underline">
                {name}
              </Link>
            )}
            {personBadge(person)}
            <span className="text-xs text-muted-foreground">ID {person.id}</span>
          </div>
          <p className="text-sm text-muted-foreground">
            {[person.profession, person.category?.name].filter(Boolean).join(' · ')}
            {person.addedBy && <> · added by {person.addedBy.username}</>}
          </p>
        </div>
        {!person.is_deleted && (
          <ConfirmAction
            title={`Mark ${name} as deleted?`}
            description="The person is hidden from the public directory but kept in the database."
            confirmLabel="Mark as deleted"
            onConfirm={() => onDeletePerson(person)}
          >
            <Button variant="outline" size="sm" disabled={busyPerson}>
              <Trash2 className="size-4" aria-hidden="true" />
              Mark deleted
            </Button>
          </ConfirmAction>
        )}
      </div>
      {person.socialAccounts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No social accounts yet.</p>
      ) : (
        <ul className="divide-y border-t" aria-label={`Accounts of ${name}`}>
          {person.socialAccounts.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              busy={busyAccountId === account.id}
              onToggle={() => onToggleAccount(account)}
              onDelete={() => onDeleteAccount(account)}
            />
          ))}
        </ul>
      )}
      {!person.is_deleted && <OfficialSitesPanel person={{ id: person.id, name }} />}
    </Card>
  );
}
