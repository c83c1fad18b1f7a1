/** The date shown on the privacy policy and the terms of service. */
export const LEGAL_LAST_UPDATED = 'May 13, 2025';
