/** The parsed address when it is an http(s) URL, else null (javascript:, data: and the like). */
export function webAddress(address: string): URL | null {
  try {
    const parsed = new URL(address);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** A host name with at least two labels of letters, digits and hyphens ("mastodon.social"). */
export const isDomainName = (host: string) =>
  /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z][a-z\d-]*[a-z\d]$/i.test(host);
