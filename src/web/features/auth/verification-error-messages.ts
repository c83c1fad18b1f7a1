const MESSAGES: Record<string, { title: string; description: string }> = {
  'token-expired': {
    title: 'Verification failed',
    description: 'Invalid or expired verification token. Please request a new verification link.',
  },
  'server-error': {
    title: 'Verification error',
    description:
      'There was a server error while verifying your email. Please try again or contact support.',
  },
};

/** The toast for a failed e-mail verification, by the `verificationError` value of the link's landing address. */
export function verificationErrorMessage(value: string) {
  return (
    MESSAGES[value] ?? {
      title: 'Verification error',
      description: 'There was a problem verifying your email.',
    }
  );
}
