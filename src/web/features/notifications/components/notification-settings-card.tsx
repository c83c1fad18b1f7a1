import { BellRing } from 'lucide-react';
import { useId } from 'react';
import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type NotificationDelivery,
  type NotificationKind,
} from '@shared/notification-kinds';
import { LoadError } from '@web/components/load-error';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { useScrollToHash } from '@web/hooks/use-scroll-to-hash';
import { errorMessage } from '@web/lib/api/error-message';
import { toast } from '@web/lib/toast';
import { NOTIFICATION_SETTINGS_ID } from '../settings-address';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../api/notification-settings';

const DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  off: 'Off',
  inbox: 'Inbox only',
  email: 'E-mail at once',
  digest: 'Daily digest',
};

const DELIVERY_OPTIONS = Object.entries(DELIVERY_LABELS) as [NotificationDelivery, string][];

function KindSetting({
  kind,
  delivery,
  disabled,
  onChange,
}: {
  kind: NotificationKind;
  delivery: NotificationDelivery;
  disabled: boolean;
  onChange: (delivery: NotificationDelivery) => void;
}) {
  const id = useId();
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <Label htmlFor={id} className="leading-snug">
        {NOTIFICATION_KIND_INFO[kind].label}
      </Label>
      <Select
        value={delivery}
        onValueChange={(value) => onChange(value as NotificationDelivery)}
        disabled={disabled}
      >
        <SelectTrigger id={id} className="sm:w-44 sm:shrink-0">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {DELIVERY_OPTIONS.map(([value, label]) => (
            <SelectItem key={value} value={value}>
              {label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </li>
  );
}

/**
 * The own profile's notification settings: for each kind the user can get, Off, Inbox only,
 * E-mail at once or Daily digest, saved as soon as it changes.
 */
export function NotificationSettingsCard({ userId }: { userId: number }) {
  const query = useNotificationSettings(userId);
  const update = useUpdateNotificationSettings(userId);
  // Links to the settings (from the unsubscribe page) land here once they have loaded.
  useScrollToHash(query.data !== undefined);

  const save = (kind: NotificationKind, delivery: NotificationDelivery) =>
    update.mutate(
      { [kind]: delivery },
      {
        onSuccess: () =>
          toast.success('Notification settings saved', {
            description: `${NOTIFICATION_KIND_INFO[kind].label}: ${DELIVERY_LABELS[delivery]}`,
          }),
        onError: (error) =>
          toast.error('Could not save your notification settings', {
            description: errorMessage(error, 'Please try again.'),
          }),
      },
    );

  const settings = query.data;
  return (
    <section
      id={NOTIFICATION_SETTINGS_ID}
      aria-labelledby="notification-settings-heading"
      className="scroll-mt-20"
    >
      <Card>
        <CardHeader>
          <h2
            id="notification-settings-heading"
            className="flex items-center gap-2 text-lg font-semibold"
          >
            <BellRing className="size-5 text-primary" aria-hidden="true" />
            Notifications
          </h2>
          <CardDescription>
            Off tells you nothing; Inbox only shows a notification under the bell; E-mail at once
            also sends a mail right away; Daily digest gathers the day’s mails into one. Mail goes
            to a verified e-mail address only: an unverified one receives none.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {query.isPending ? (
            <Spinner className="py-6" label="Loading your notification settings" />
          ) : query.isError ? (
            <LoadError
              title="Could not load your notification settings"
              message={errorMessage(query.error, 'Please try again.')}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : (
            <ul aria-label="Where each notification goes" className="divide-y border-y">
              {NOTIFICATION_KINDS.map((kind) => {
                const delivery = settings?.[kind];
                return (
                  delivery && (
                    <KindSetting
                      key={kind}
                      kind={kind}
                      delivery={delivery}
                      disabled={update.isPending}
                      onChange={(next) => save(kind, next)}
                    />
                  )
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
