import { TriangleAlert } from 'lucide-react';
import { API_KEY_HEADER } from '@shared/constants';
import type { CreatedApiKey } from '@shared/schemas/api-keys';
import { CopyButton } from '@web/components/copy-button';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';

interface NewApiKeyDialogProps {
  apiKey: CreatedApiKey | null;
  onClose: () => void;
}

/** The whole new key, the one time it is shown, with a copy button. */
export function NewApiKeyDialog({ apiKey, onClose }: NewApiKeyDialogProps) {
  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => !open && onClose()}>
      {/* A stray click beside the dialog must not throw away a key that cannot be shown again. */}
      <DialogContent onPointerDownOutside={(event) => event.preventDefault()}>
        {apiKey && (
          <>
            <DialogHeader>
              <DialogTitle>API key created</DialogTitle>
              <DialogDescription>
                “{apiKey.name}” is ready. Send it in the {API_KEY_HEADER} header of your requests.
              </DialogDescription>
            </DialogHeader>
            <div className="flex items-center gap-2 rounded-md border bg-muted/50 p-3">
              <code
                className="min-w-0 flex-1 font-mono text-sm break-all"
                data-testid="new-api-key"
              >
                {apiKey.key}
              </code>
              <CopyButton text={apiKey.key} what="API key" />
            </div>
            <Alert variant="warning">
              <TriangleAlert aria-hidden="true" />
              <AlertTitle>Copy it now</AlertTitle>
              <AlertDescription>
                This key will not be shown again: only a fingerprint of it is stored.
              </AlertDescription>
            </Alert>
            <DialogFooter>
              <DialogClose asChild>
                <Button>Done</Button>
              </DialogClose>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
