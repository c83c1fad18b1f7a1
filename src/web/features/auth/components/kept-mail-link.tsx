/**
 * Where mail kept without a mail server can be read: the local mailbox on this machine
 * (outside production), else who can make mail go out.
 */
export function KeptMailLink({ mailboxUrl }: { mailboxUrl: string | null }) {
  if (!mailboxUrl) return <>An administrator can set up a mail server on the admin page.</>;
  return (
    <a href={mailboxUrl} target="_blank" rel="noreferrer" className="font-medium underline">
      Open the local mailbox
    </a>
  );
}
