import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, MessageSquarePlus, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@web/lib/toast';
import {
  COMMENT_MAX_LENGTH,
  type Comment,
  type LinkPreview,
  newCommentSchema,
} from '@shared/schemas/comments';
import { Card } from '@web/components/ui/card';
import { Form, SubmitButton, TextareaField } from '@web/components/ui/form';
import type { StoredUser } from '@web/lib/session-storage';
import { cn } from '@web/lib/cn';
import { linkPreviewQueryKeys } from '../api/get-link-preview';
import { type CommentDraft, type DraftLinkPreview, usePostComment } from '../api/post-comment';
import { httpUrl, linkFallbackTitle } from '../links';
import { ImageField } from './image-field';
import { LinkField, previewAddress } from './link-field';
import { PersonField } from './person-field';

const formSchema = newCommentSchema.pick({ text: true, linkUrl: true });
const EMPTY = { text: '', linkUrl: '' };

export type CommentPerson = Comment['person'];

/** The preview a new comment shows until posted: the one read for its link, else the host name. */
function draftLinkPreview(
  linkUrl: string | undefined,
  preview: LinkPreview | undefined,
): DraftLinkPreview | undefined {
  if (!linkUrl) return undefined;
  return {
    linkTitle: preview?.title?.trim() || linkFallbackTitle(linkUrl),
    linkDescription: preview?.description?.trim() || undefined,
    linkImageUrl: httpUrl(preview?.image)?.href,
  };
}

/**
 * 'Talk about someone': the collapsible form of signed-in users. A person (picked by name),
 * the text, an optional image (uploaded at once, with preview) and an optional link (with
 * preview). Posting is optimistic: the form empties at once and gets its content back on failure.
 */
export function CommentForm({
  viewer,
  defaultPerson,
}: {
  viewer: StoredUser;
  defaultPerson: CommentPerson | null;
}) {
  const bodyId = useId();
  const queryClient = useQueryClient();
  const post = usePostComment();
  const [open, setOpen] = useState(defaultPerson !== null);
  const [person, setPerson] = useState<CommentPerson | null>(defaultPerson);
  const [personMissing, setPersonMissing] = useState(false);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  // The feed's person filter changed (a search, a 'Talk about' link): talk about them.
  const [lastDefault, setLastDefault] = useState(defaultPerson?.id ?? null);
  if ((defaultPerson?.id ?? null) !== lastDefault) {
    setLastDefault(defaultPerson?.id ?? null);
    if (defaultPerson) {
      setPerson(defaultPerson);
      setPersonMissing(false);
    }
  }

  const choosePerson = (chosen: CommentPerson | null) => {
    setPerson(chosen);
    if (chosen) setPersonMissing(false);
  };

  const checkPerson = () => {
    if (person) return;
    setPersonMissing(true);
    toast.error('Person required', { description: 'Please select a person to comment about.' });
  };

  return (
    <Card className="overflow-hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-3 p-4 text-left transition-colors hover:bg-muted/50 sm:p-5"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <MessageSquarePlus className="size-4" aria-hidden="true" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-semibold">Talk about someone</span>
          <span className="text-sm text-muted-foreground">
            Share your thoughts about a public figure
          </span>
        </span>
        <ChevronDown
          className={cn('size-5 text-muted-foreground transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div id={bodyId} hidden={!open} className="border-t p-4 sm:p-5">
        <Form
          schema={formSchema}
          defaultValues={EMPTY}
          aria-label="Talk about someone"
          onSubmit={(values, form) => {
            if (!person) return;
            const address = previewAddress(values.linkUrl);
            const preview = address
              ? queryClient.getQueryData<LinkPreview>(linkPreviewQueryKeys.of(address))
              : undefined;
            const draft: CommentDraft = {
              text: values.text,
              personId: person.id,
              imageUrl: imageUrl ?? undefined,
              linkUrl: values.linkUrl,
            };
            form.reset(EMPTY);
            setImageUrl(null);
            post.mutate(
              {
                draft,
                author: { id: viewer.id, username: viewer.username },
                person,
                linkPreview: draftLinkPreview(values.linkUrl, preview),
              },
              {
                // Nothing typed is lost: a failed comment goes back into an empty form.
                onError: () => {
                  if (form.getValues('text')) return;
                  form.reset({ text: draft.text, linkUrl: draft.linkUrl ?? '' });
                  setImageUrl(draft.imageUrl ?? null);
                  setPerson(person);
                },
              },
            );
          }}
        >
          {(form) => (
            <>
              <PersonField
                person={person}
                onChange={choosePerson}
                error={personMissing ? 'Please select a person to comment about.' : undefined}
              />
              <TextareaField
                control={form.control}
                name="text"
                label="Your comment"
                placeholder="What do you think about them?"
                maxLength={COMMENT_MAX_LENGTH}
              />
              <div className="flex flex-col gap-1.5">
                <span className="text-sm font-medium">Image (optional)</span>
                <ImageField
                  imageUrl={imageUrl}
                  onChange={setImageUrl}
                  onUploadingChange={setUploading}
                />
              </div>
              <LinkField control={form.control} name="linkUrl" />
              <SubmitButton
                onClick={checkPerson}
                disabled={uploading}
                className="sm:w-fit sm:self-end"
              >
                <Send className="size-4" aria-hidden="true" />
                Post Comment
              </SubmitButton>
            </>
          )}
        </Form>
      </div>
    </Card>
  );
}
