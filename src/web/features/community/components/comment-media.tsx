import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type { Reply } from '@shared/schemas/comments';
import { youtubeEmbedUrl } from '@shared/youtube';
import { cn } from '@web/lib/cn';
import { httpUrl, linkFallbackTitle, previewImageUrl } from '../links';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * An image that disappears when it cannot be loaded (a broken image is never shown). It loads
 * lazily; `width` and `height` give its box's proportions before it arrives.
 */
export function HidingImage({
  src,
  alt,
  width,
  height,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
      className={className}
    />
  );
}

interface LinkPreviewCardProps {
  url: string;
  title: string | null;
  description: string | null;
  image: string | null;
  className?: string;
}

/** A link as a card: the page's picture, title (else its host name, else 'Link') and description. */
export function LinkPreviewCard({
  url,
  title,
  description,
  image,
  className,
}: LinkPreviewCardProps) {
  const link = httpUrl(url);
  const imageUrl = previewImageUrl(image);
  const content = (
    <>
      {imageUrl && (
        <HidingImage
          src={imageUrl}
          alt=""
          width={382}
          height={200}
          className="aspect-[1.91/1] w-full bg-muted object-cover sm:aspect-auto sm:h-auto sm:w-36 sm:shrink-0"
        />
      )}
      <span className="flex min-w-0 flex-col gap-1 p-3">
        <span className="line-clamp-2 font-medium break-words">
          {title?.trim() || linkFallbackTitle(url)}
        </span>
        {description?.trim() && (
          <span className="line-clamp-2 text-xs break-words text-muted-foreground">
            {description}
          </span>
        )}
        {link && title?.trim() && (
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <ExternalLink className="size-3" aria-hidden="true" />
            <span className="truncate">{link.hostname}</span>
          </span>
        )}
      </span>
    </>
  );
  const frame = cn(
    'flex flex-col overflow-hidden rounded-lg border bg-muted/30 text-sm sm:flex-row',
    className,
  );
  if (!link) return <div className={frame}>{content}</div>;
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      className={cn(frame, 'transition-colors hover:bg-muted/60')}
      data-testid="link-preview"
    >
      {content}
    </a>
  );
}

/** The privacy-enhanced YouTube player for a video id. */
export function YoutubeEmbed({ videoId, title }: { videoId: string; title: string }) {
  if (!VIDEO_ID.test(videoId)) return null;
  return (
    <div className="aspect-video w-full max-w-2xl overflow-hidden rounded-lg border bg-black">
      <iframe
        src={youtubeEmbedUrl(videoId)}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
        className="size-full"
      />
    </div>
  );
}

/** What a comment carries besides its text: an image, a YouTube player or a link card. */
export function CommentMedia({ comment }: { comment: Reply }) {
  const videoId = comment.isYoutubeVideo ? comment.youtubeVideoId : null;
  const hasLink = comment.hasLink && comment.linkUrl;
  if (!comment.imageUrl && !videoId && !hasLink) return null;
  return (
    <div className="flex flex-col gap-3">
      {comment.imageUrl && (
        // A 4:3 frame reserved before the image arrives (its size is not known in advance);
        // the image is fitted inside it.
        <HidingImage
          src={comment.imageUrl}
          alt={`Image shared by ${comment.user.username}`}
          width={448}
          height={336}
          className="aspect-[4/3] h-auto w-full max-w-md self-start rounded-lg border bg-muted/40 object-contain"
        />
      )}
      {videoId && (
        <div className="flex flex-col gap-1.5">
          <YoutubeEmbed videoId={videoId} title={comment.linkTitle?.trim() || 'YouTube video'} />
          {httpUrl(comment.linkUrl) && (
            <a
              href={httpUrl(comment.linkUrl)?.href}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              className="inline-flex w-fit items-center gap-1 text-xs text-muted-foreground hover:text-foreground hover:underline"
            >
              <ExternalLink className="size-3" aria-hidden="true" />
              {comment.linkTitle?.trim() || 'Watch on YouTube'}
            </a>
          )}
        </div>
      )}
      {hasLink && !videoId && (
        <LinkPreviewCard
          url={comment.linkUrl ?? ''}
          title={comment.linkTitle}
          description={comment.linkDescription}
          image={comment.linkImageUrl}
        />
      )}
    </div>
  );
}
