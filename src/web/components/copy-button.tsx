import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@web/lib/toast';
import { Button } from '@web/components/ui/button';

interface CopyButtonProps {
  text: string;
  /** What is copied, read out after "Copy" ("Copy API key"). */
  what: string;
  className?: string;
}

/** Copies a text to the clipboard and says so for two seconds. */
export function CopyButton({ text, what, className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // The clipboard is refused outside secure pages and in some embedded browsers.
      toast.error('Could not copy', { description: 'Select the text and copy it yourself.' });
    }
  };

  return (
    <Button variant="outline" size="sm" className={className} onClick={() => void copy()}>
      {copied ? (
        <Check className="size-3.5 text-success" aria-hidden="true" />
      ) : (
        <Copy className="size-3.5" aria-hidden="true" />
      )}
      {copied ? 'Copied' : 'Copy'}
      <span className="sr-only"> {what}</span>
    </Button>
  );
}
