export { type AddressRange, isPublicAddress } from './addresses';
export {
  FETCH_MAX_BYTES,
  FETCH_TIMEOUT_MS,
  type FetchedBytes,
  type FetchedPage,
  type FetchOptions,
  FetchRefused,
  type FetchRefusal,
  FetchUnreachable,
  fetchBytes,
  fetchPage,
  MAX_REDIRECTS,
} from './fetcher';
export { HOST_PAUSE_MS, MAX_FETCHES_AT_ONCE } from './politeness';
