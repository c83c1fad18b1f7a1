import { useEffect, useRef, useState } from 'react';
import { anchorInputSchema, type IdentityAnchor } from '@shared/schemas/anchors';
import { Button } from '@web/components/ui/button';
import {
  Form,
  FormRootError,
  setServerErrors,
  SubmitButton,
  TextareaField,
  TextField,
} from '@web/components/ui/form';
import { ApiError } from '@web/lib/api/client';
import { errorMessage, fieldErrors } from '@web/lib/api/error-message';
import { useSuggestOfficialSite } from '../api/suggest-official-site';

interface SuggestOfficialSiteFormProps {
  personId: number;
  name: string;
  onClose: () => void;
}

/** What a sent suggestion does: nothing yet, until a moderator confirms it. */
function SentSuggestion({
  anchor,
  name,
  onAnother,
  onClose,
}: {
  anchor: IdentityAnchor;
  name: string;
  onAnother: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The form the reader was in is gone: the focus moves to what took its place.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-success/30 bg-success/5 p-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      data-testid="suggested-official-site"
    >
      <p className="text-pretty">
        Thank you. <span className="font-medium break-all">{anchor.root}</span> waits for a
        moderator to confirm it as {name}’s own. Nothing changes on this page until one does.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onAnother}>
          Suggest another
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

/**
 * A member suggests an official site of the person: its address and why it is theirs. The
 * server's refusals stay in the form, in its words: a field's message under the field (an
 * address already suggested or confirmed under the address), the rest above the buttons.
 */
export function SuggestOfficialSiteForm({ personId, name, onClose }: SuggestOfficialSiteFormProps) {
  const suggest = useSuggestOfficialSite();
  const [sent, setSent] = useState<IdentityAnchor | null>(null);
  if (sent) {
    return (
      <SentSuggestion anchor={sent} name={name} onAnother={() => setSent(null)} onClose={onClose} />
    );
  }
  return (
    <Form
      schema={anchorInputSchema}
      defaultValues={{ url: '', reason: '' }}
      aria-label="Suggest an official site"
      className="max-w-2xl gap-3"
      onSubmit={async (values, form) => {
        try {
          setSent(await suggest.mutateAsync({ personId, ...values }));
        } catch (error) {
          if (setServerErrors(form, fieldErrors(error))) return;
          const message = errorMessage(error, 'Could not send the suggestion');
          if (error instanceof ApiError && error.status === 409) {
            form.setError('url', { type: 'server', message }, { shouldFocus: true });
          } else {
            form.setError('root.server', { message });
          }
        }
      }}
    >
      {(form) => (
        <>
          <div>
            <h3 className="text-sm font-semibold">Suggest an official site</h3>
            <p className="text-xs text-muted-foreground">
              A moderator looks at it first: nothing changes on this page until one confirms it.
            </p>
          </div>
          <TextField
            control={form.control}
            name="url"
            label="Site address"
            type="url"
            inputMode="url"
            autoComplete="off"
            autoFocus
            placeholder="https://"
            description="A whole site (https://example.com) or the part of it that is theirs (https://example.com/~name)."
          />
          <TextareaField
            control={form.control}
            name="reason"
            label="Why it is theirs"
            description="Where that shows, for the moderator: a press page, a news article, their verified profile (at least 10 characters)."
            rows={2}
            maxLength={500}
          />
          <FormRootError />
          <div className="flex flex-wrap gap-2 sm:justify-end">
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton className="w-fit" pendingLabel="Sending…">
              Send suggestion
            </SubmitButton>
          </div>
        </>
      )}
    </Form>
  );
}
