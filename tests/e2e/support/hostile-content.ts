import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { MailCatcher } from '../../helpers/mail-catcher';
import { apiLogin } from './admin';
import { type SignedIn, uniqueWord } from './community';
import { ADMIN, createVerifiedUser, type TestUser } from './fixtures';

/** Script payloads: each sets window.__xss if any page ever runs it. */
export const XSS = {
  img: '<img src=x onerror=window.__xss=1>',
  script: '<script>window.__xss=1</script>',
  svg: '"><svg onload=window.__xss=1>',
  javascriptUrl: 'javascript:window.__xss=1',
  markdown: '[click me](javascript:window.__xss=1) ![x](javascript:window.__xss=1)',
  html: '<a href="javascript:window.__xss=1">link</a><iframe src="javascript:window.__xss=1"></iframe>',
  template: "{{constructor.constructor('window.__xss=1')()}} ${window.__xss=1}",
  attribute: "' onmouseover='window.__xss=1' x='",
} as const;

/** Every payload in one text, for the fields long enough to hold it. */
export const ALL_PAYLOADS = Object.values(XSS).join(' ');

/**
 * Account handles cannot hold spaces, slashes, ? or #, so theirs are written without them;
 * a backslash is allowed and must not move the account's link to another site.
 */
export const HANDLES = {
  img: `"'><img+src=x+onerror=window.__xss=1>${uniqueWord()}`,
  template: `{{constructor.constructor('window.__xss=1')()}}${uniqueWord()}`,
  backslash: `evil.example\\${uniqueWord()}`,
};

export interface HostilePerson {
  id: number;
  slug: string;
  firstName: string;
  lastName: string;
  profession: string;
}

export interface HostileContent {
  word: string;
  author: TestUser & SignedIn;
  person: HostilePerson;
  second: HostilePerson;
  accountId: number;
  apiKeyName: string;
  contactSubject: string;
  linkTitle: string;
  youtubeTitle: string;
  reply: string;
  followers: string;
}

async function write<T>(
  request: APIRequestContext,
  user: SignedIn,
  url: string,
  data: object,
): Promise<T> {
  const response = await request.post(url, {
    headers: { authorization: `Bearer ${user.token}` },
    data,
  });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/**
 * Writes a script payload into every text a user can write, through the API as a user
 * would: person names and professions, account handles, followers and evidence, a review,
 * a report, a comment with its link preview, a reply, an API key name and a contact message.
 */
export async function seedHostileContent(
  request: APIRequestContext,
  mail: MailCatcher,
): Promise<HostileContent> {
  const word = `Xss${uniqueWord()}`;
  const user = await createVerifiedUser(request, mail);
  const author = { ...user, ...(await apiLogin(user)) };
  const admin = await apiLogin(ADMIN);
  const categories = (await (await request.get('/api/categories')).json()) as { id: number }[];
  const platforms = (await (await request.get('/api/platforms')).json()) as {
    id: number;
    name: string;
  }[];
  const platformId = (name: string) => platforms.find((platform) => platform.name === name)!.id;

  const addPerson = (firstName: string, lastName: string, profession: string) =>
    write<HostilePerson>(request, author, '/api/people', {
      firstName,
      lastName,
      profession,
      categoryId: categories[0]!.id,
    });
  const person = await addPerson(
    XSS.img,
    `${word} ${XSS.svg}`,
    `${XSS.script} ${XSS.javascriptUrl}`,
  );
  const second = await addPerson(XSS.javascriptUrl, `${word} ${XSS.attribute}`, XSS.markdown);

  const followers = '<svg onload=window.__xss=1>';
  const account = await write<{ id: number }>(request, author, '/api/social-accounts', {
    personId: person.id,
    platformId: platformId('Twitter'),
    username: HANDLES.img,
    followers,
    evidence: ALL_PAYLOADS,
  });
  await write(request, admin, `/api/admin/social-accounts/${account.id}/toggle-verification`, {});
  for (const [handle, platform] of [
    [HANDLES.template, 'Instagram'],
    [HANDLES.backslash, 'Substack'],
  ] as const) {
    await write(request, author, '/api/social-accounts', {
      personId: person.id,
      platformId: platformId(platform),
      username: handle,
      evidence: `${XSS.html} ${XSS.template}`,
    });
  }

  await write(request, author, `/api/social-accounts/${account.id}/reviews`, {
    reviewText: ALL_PAYLOADS,
  });
  await write(request, author, '/api/social-accounts/report', {
    socialAccountId: account.id,
    reason: ALL_PAYLOADS,
    evidence: ALL_PAYLOADS,
  });

  // Previews are read by the server from the linked page; the spec plays these hostile pages.
  const linkTitle = `${XSS.img} ${XSS.script}`;
  const comment = await write<{ id: number }>(request, author, '/api/comments', {
    personId: person.id,
    text: ALL_PAYLOADS,
    linkUrl: 'https://example.com/article',
  });
  const reply = `${XSS.svg} ${XSS.markdown}`;
  await write(request, author, '/api/comments', {
    personId: person.id,
    parentId: comment.id,
    text: reply,
  });
  const youtubeTitle = `${XSS.svg} ${XSS.attribute}`;
  await write(request, author, '/api/comments', {
    personId: person.id,
    text: `A video ${XSS.html}`,
    linkUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });

  const apiKeyName = XSS.img;
  await write(request, author, '/api/api-keys', { name: apiKeyName });
  const contactSubject = `${XSS.script} ${XSS.svg} ${word}`;
  const contact = await request.post('/api/contact', {
    data: {
      name: XSS.img,
      email: 'visitor@example.test',
      subject: contactSubject,
      message: ALL_PAYLOADS,
    },
  });
  expect(contact.status(), await contact.text()).toBeLessThan(300);

  return {
    word,
    author,
    person,
    second,
    accountId: account.id,
    apiKeyName,
    contactSubject,
    linkTitle,
    youtubeTitle,
    reply,
    followers,
  };
}

/** What a page must never have: handlers, injected elements, script or data links. */
interface PageReport {
  xss: unknown;
  violations: string[];
  handlers: string[];
  injected: string[];
  badLinks: string[];
}

/**
 * Records every Content-Security-Policy violation of the pages the test opens (an injected
 * script or handler that the policy blocked still shows here).
 */
export async function watchForViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

/** Asserts that nothing written by users ran or became markup on the page now shown. */
export async function expectInert(page: Page) {
  const report = await page.evaluate((): PageReport => {
    const handlerAttributes = [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes]
        .filter((attribute) => /^on/i.test(attribute.name))
        .map((attribute) => `${element.tagName} ${attribute.name}`),
    );
    const injected = [
      ...document.querySelectorAll(
        // The page's own data (JSON the server embeds, never run) is the one script in the body.
        'body script:not(#page-data[type="application/json"]), img[src="x"], svg[onload], iframe[src^="javascript" i]',
      ),
    ].map((element) => element.outerHTML.slice(0, 120));
    const scriptLike = /^\s*(javascript|data|vbscript):/i;
    const badLinks = [...document.querySelectorAll('[href], [src], [action], [formaction]')]
      .flatMap((element) =>
        ['href', 'src', 'action', 'formaction'].map((name) => element.getAttribute(name) ?? ''),
      )
      .filter((value) => scriptLike.test(value));
    return {
      xss: (window as { __xss?: unknown }).__xss,
      violations: (window as { __cspViolations?: string[] }).__cspViolations ?? [],
      handlers: handlerAttributes,
      injected,
      badLinks,
    };
  });
  expect(report).toEqual({
    xss: undefined,
    violations: [],
    handlers: [],
    injected: [],
    badLinks: [],
  });
}
