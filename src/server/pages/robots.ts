/**
 * robots.txt: every public page may be crawled; the API (but its OpenAPI document) and
 * the pages behind a sign-in may not. The more specific Allow line wins over /api/.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/openapi.json',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /profile',
    'Disallow: /change-password',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
