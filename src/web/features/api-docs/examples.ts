import {
  API_KEY_HEADER,
  API_KEY_LIMIT_MULTIPLIER,
  DIRECTORY_MAX_PAGE_SIZE,
} from '@shared/constants';

/** The flat export of every verified account; the Test Directory API button opens it. */
export const DIRECTORY_ENDPOINT = '/api/directory';

const KEY_NOTE = `Optional: an API key raises your rate limits ${API_KEY_LIMIT_MULTIPLIER}-fold.`;

/** Search people, read one person, page the directory by its Link header, with an API key: fetch. */
export const javascriptExample = (baseUrl: string) => `const BASE_URL = '${baseUrl}';
// ${KEY_NOTE}
const headers = { '${API_KEY_HEADER}': 'YOUR_API_KEY' };

async function getJson(url) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error((await response.json()).message);
  return response;
}

// Search people by name or profession
const search = new URLSearchParams({ search: 'director', verification: 'verified', limit: '10' });
const { people, total } = await (await getJson(\`\${BASE_URL}/api/people?\${search}\`)).json();
console.log(\`\${total} people found\`);

// Read one person with every account
const person = await (await getJson(\`\${BASE_URL}/api/people/\${people[0].id}\`)).json();
console.log(person.firstName, person.lastName, person.socialAccounts.length);

// Page through the whole directory: the next page is in the Link header
let next = \`\${BASE_URL}${DIRECTORY_ENDPOINT}?limit=${DIRECTORY_MAX_PAGE_SIZE}\`;
while (next) {
  const response = await getJson(next);
  for (const entry of await response.json()) console.log(entry.name, entry.platform, entry.url);
  const link = response.headers.get('Link')?.match(/<([^>]+)>;\\s*rel="next"/);
  next = link ? new URL(link[1], BASE_URL).toString() : null;
}
`;

/** The same three calls with Python's requests. */
export const pythonExample = (baseUrl: string) => `from urllib.parse import urljoin

import requests

BASE_URL = "${baseUrl}"
session = requests.Session()
# ${KEY_NOTE}
session.headers["${API_KEY_HEADER}"] = "YOUR_API_KEY"

# Search people by name or profession
response = session.get(
    f"{BASE_URL}/api/people",
    params={"search": "director", "verification": "verified", "limit": 10},
)
response.raise_for_status()
page = response.json()
print(page["total"], "people found")

# Read one person with every account
person = session.get(f"{BASE_URL}/api/people/{page['people'][0]['id']}").json()
print(person["firstName"], person["lastName"], len(person["socialAccounts"]))

# Page through the whole directory: the next page is in the Link header
url = f"{BASE_URL}${DIRECTORY_ENDPOINT}?limit=${DIRECTORY_MAX_PAGE_SIZE}"
while url:
    response = session.get(url)
    response.raise_for_status()
    for entry in response.json():
        print(entry["name"], entry["platform"], entry["url"])
    next_page = response.links.get("next")
    url = urljoin(BASE_URL, next_page["url"]) if next_page else None
`;
