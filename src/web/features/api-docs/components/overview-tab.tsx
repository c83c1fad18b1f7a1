import {
  ArrowDownUp,
  Braces,
  DatabaseZap,
  FileJson,
  Gauge,
  Globe,
  KeyRound,
  ListOrdered,
} from 'lucide-react';
import { Link } from 'react-router';
import {
  API_KEY_HEADER,
  API_KEY_LIMIT_MULTIPLIER,
  DIRECTORY_MAX_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE,
  PRODUCT_NAME,
  PUBLIC_API_DAILY_LIMIT,
  PUBLIC_API_MINUTE_LIMIT,
} from '@shared/constants';
import { CopyButton } from '@web/components/copy-button';
import { paths } from '@web/paths';
import { OPENAPI_DOCUMENT_URL } from '../api/get-openapi-document';
import { DIRECTORY_ENDPOINT } from '../examples';
import { CodeBlock } from './code-block';
import { InlineCode } from './inline-code';
import { OverviewSection } from './overview-section';
import { usePageOrigin } from '@web/lib/page-context';

const count = (value: number) => value.toLocaleString('en-US');

const ERROR_EXAMPLE = `{
  "message": "limit must be a whole number from 1 to ${DIRECTORY_MAX_PAGE_SIZE}",
  "errors": { "limit": ["limit must be a whole number from 1 to ${DIRECTORY_MAX_PAGE_SIZE}"] }
}`;

const RATE_LIMIT_HEADERS = [
  'RateLimit-Policy',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
];

/** What the API is and the rules every call follows: format, errors, keys, limits, caching, paging. */
export function OverviewTab() {
  const baseUrl = usePageOrigin();
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <OverviewSection icon={Globe} title="The public read API">
        <p>
          The {PRODUCT_NAME} API gives the directory&apos;s data to your programs: people, their
          community-verified social media accounts, categories, platforms, ratings, reviews, user
          profiles and the community feed. It is read-only and needs no authentication.
        </p>
        <div className="flex flex-wrap items-center gap-2">
          Base URL: <InlineCode>{baseUrl}</InlineCode>
          <CopyButton text={baseUrl} what="base URL" />
        </div>
        <p>
          The full description is the OpenAPI 3.1 document at{' '}
          <a
            href={OPENAPI_DOCUMENT_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary hover:underline"
          >
            {OPENAPI_DOCUMENT_URL}
          </a>
          ; the Endpoints tab is rendered from it.
        </p>
      </OverviewSection>

      <OverviewSection icon={Braces} title="JSON and errors">
        <p>
          Every answer is JSON (UTF-8); dates are ISO 8601 strings. A failed call answers a 4xx
          status with <InlineCode>{'{ "message": string }'}</InlineCode>; when parameters are
          invalid (400) it also has <InlineCode>errors</InlineCode>, the messages of each field:
        </p>
        <CodeBlock title="A 400 answer" code={ERROR_EXAMPLE} />
      </OverviewSection>

      <OverviewSection icon={Gauge} title="Rate limits">
        <p>
          Each client may make {count(PUBLIC_API_MINUTE_LIMIT)} requests per minute and{' '}
          {count(PUBLIC_API_DAILY_LIMIT)} per day. Every answer reports where you stand in the{' '}
          {RATE_LIMIT_HEADERS.map((header, index) => (
            <span key={header}>
              {index > 0 && ', '}
              <InlineCode>{header}</InlineCode>
            </span>
          ))}{' '}
          headers. Past a limit the API answers 429 with a JSON message and a{' '}
          <InlineCode>Retry-After</InlineCode> header: the seconds to wait.
        </p>
      </OverviewSection>

      <OverviewSection icon={KeyRound} title="API keys (optional)">
        <p>
          An API key sent in the <InlineCode>{API_KEY_HEADER}</InlineCode> header raises both limits{' '}
          {API_KEY_LIMIT_MULTIPLIER}-fold, to{' '}
          {count(PUBLIC_API_MINUTE_LIMIT * API_KEY_LIMIT_MULTIPLIER)} requests per minute and{' '}
          {count(PUBLIC_API_DAILY_LIMIT * API_KEY_LIMIT_MULTIPLIER)} per day. A revoked or unknown
          key is refused with 401, so leave the header out rather than send an old key.
        </p>
        <p>
          Create and revoke keys on{' '}
          <Link to={paths.profile} className="font-medium text-primary hover:underline">
            your profile page
          </Link>{' '}
          (sign in first).
        </p>
      </OverviewSection>

      <OverviewSection icon={DatabaseZap} title="Caching and CORS">
        <p>
          Answers carry an <InlineCode>ETag</InlineCode> and a{' '}
          <InlineCode>Cache-Control</InlineCode> header. Send the ETag back in{' '}
          <InlineCode>If-None-Match</InlineCode> and an unchanged answer comes back as 304 Not
          Modified, without a body.
        </p>
        <p>
          CORS is open for GET on the public reads, so a web page on any site can call them from the
          browser.
        </p>
      </OverviewSection>

      <OverviewSection icon={ListOrdered} title="Paging and exports">
        <p>
          <InlineCode>{DIRECTORY_ENDPOINT}</InlineCode> lists every verified account, most recently
          verified first. It pages with <InlineCode>limit</InlineCode> (default{' '}
          {DIRECTORY_PAGE_SIZE}, at most {DIRECTORY_MAX_PAGE_SIZE}) and{' '}
          <InlineCode>cursor</InlineCode>; the next page&apos;s address is in the{' '}
          <InlineCode>{'Link: <…>; rel="next"'}</InlineCode> header, which the last page has not.
        </p>
        <p>
          <InlineCode>?format=jsonl</InlineCode> and <InlineCode>?format=csv</InlineCode> stream the
          whole export in one answer instead.
        </p>
      </OverviewSection>

      <OverviewSection icon={ArrowDownUp} title="Change feed">
        <p>
          <InlineCode>GET /api/changes?since=CURSOR</InlineCode> lists what changed in the directory
          after a cursor, so a mirror can stay up to date without downloading the whole export
          again.
        </p>
      </OverviewSection>

      <OverviewSection icon={FileJson} title="People and search">
        <p>
          <InlineCode>/api/people</InlineCode> searches by name or profession and filters by
          verification, minimum rating and category, a page at a time;{' '}
          <InlineCode>/api/people/{'{id}'}</InlineCode> (or the name slug{' '}
          <InlineCode>first-last</InlineCode>) reads one person with every account. See the
          Endpoints tab for every parameter.
        </p>
      </OverviewSection>
    </div>
  );
}
