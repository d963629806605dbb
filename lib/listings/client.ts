import {
  HttpError,
  ListingError,
  NetworkError,
  ProblemError,
  TimeoutError,
} from './listingErrors.ts';
import type {
  AnimalResponse,
  AnimalsResponse,
  BreedsResponse,
  OrganizationResponse,
  OrganizationsResponse,
  Problem,
  QueryValue,
  SearchAnimalsParams,
  SearchOrganizationsParams,
  TokenResponse,
  TypeResponse,
  TypesResponse,
} from './types.ts';

const defaultBaseUrl = 'https://api.petfinder.com/v2';

/** Sent on every request so the service can tell our client from others. */
export const sdkHeaderValue = 'north-star-rescue-site/1.0 (petfinder-v2)';

/** A token is renewed this long before it expires so no request carries a dying one. */
const renewalMarginMs = 60_000;

export interface ListingClientOptions {
  baseUrl?: string;
  clientId?: string;
  clientSecret?: string;
  /** Used instead of a grant; replaced only when it is rejected and credentials are present. */
  token?: string;
  /** 0 means no timeout. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Clock in milliseconds, injectable so tests can step past a token's expiry. */
  now?: () => number;
}

export interface ListingClient {
  searchAnimals(params?: SearchAnimalsParams): Promise<AnimalsResponse>;
  showAnimal(id: number | string): Promise<AnimalResponse>;
  listTypes(): Promise<TypesResponse>;
  showType(type: string): Promise<TypeResponse>;
  listBreeds(type: string): Promise<BreedsResponse>;
  searchOrganizations(params?: SearchOrganizationsParams): Promise<OrganizationsResponse>;
  showOrganization(id: string): Promise<OrganizationResponse>;
}

export function createListingClient(options: ListingClientOptions): ListingClient {
  const { clientId, clientSecret, timeoutMs = 0, now = Date.now } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const baseUrl = (options.baseUrl ?? defaultBaseUrl).replace(/\/+$/, '');
  const credentials =
    clientId && clientSecret ? { client_id: clientId, client_secret: clientSecret } : undefined;

  let token = options.token;
  // A caller's token has no known expiry.
  let renewAt = Infinity;
  let grant: Promise<string> | undefined;

  async function send(path: string, init: RequestInit): Promise<unknown> {
    const controller = new AbortController();
    const timer = timeoutMs > 0 ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
    let response: Response;
    let text: string;
    try {
      const headers = new Headers(init.headers);
      headers.set('X-Api-Sdk', sdkHeaderValue);
      response = await fetchImpl(`${baseUrl}${path}`, {
        ...init,
        headers,
        signal: controller.signal,
      });
      text = await response.text();
    } catch (error) {
      throw controller.signal.aborted ? new TimeoutError(timeoutMs) : new NetworkError(error);
    } finally {
      clearTimeout(timer);
    }
    if (response.ok) return JSON.parse(text);
    throw failure(response, text);
  }

  async function requestToken(form: Record<string, string>): Promise<string> {
    const issuedAt = now();
    const body = new URLSearchParams({ ...form, grant_type: 'client_credentials' });
    const answer = (await send('/oauth2/token', { method: 'POST', body })) as TokenResponse;
    token = answer.access_token;
    renewAt = issuedAt + answer.expires_in * 1000 - renewalMarginMs;
    return token;
  }

  async function currentToken(): Promise<string> {
    if (token !== undefined && now() < renewAt) return token;
    if (!credentials) {
      throw new Error('The listing client needs a clientId and clientSecret, or a token');
    }
    // Requests arriving during a grant share it rather than asking for tokens of their own.
    grant ??= requestToken(credentials).finally(() => {
      grant = undefined;
    });
    return grant;
  }

  async function get<T>(path: string): Promise<T> {
    const used = await currentToken();
    try {
      return (await send(path, { headers: { Authorization: `Bearer ${used}` } })) as T;
    } catch (error) {
      if (!credentials || !isUnauthorized(error)) throw error;
      // A concurrent request may already have replaced the rejected token.
      if (token === used) renewAt = 0;
      const renewed = await currentToken();
      return (await send(path, { headers: { Authorization: `Bearer ${renewed}` } })) as T;
    }
  }

  return {
    searchAnimals: (params = {}) => get(`/animals${query(params)}`),
    showAnimal: (id) => get(`/animals/${segment(id)}`),
    listTypes: () => get('/types'),
    showType: (type) => get(`/types/${segment(type)}`),
    listBreeds: (type) => get(`/types/${segment(type)}/breeds`),
    searchOrganizations: (params = {}) => get(`/organizations${query(params)}`),
    showOrganization: (id) => get(`/organizations/${segment(id)}`),
  };
}

function failure(response: Response, text: string): ListingError {
  const contentType = response.headers.get('content-type') ?? '';
  const problem = contentType.includes('application/problem+json') ? parseObject(text) : undefined;
  if (!problem) return new HttpError(response.status);
  return new ProblemError({
    type: String(problem.type ?? 'about:blank'),
    status: Number(problem.status ?? response.status),
    title: String(problem.title ?? `Request failed with status code ${response.status}`),
    detail: problem.detail === undefined ? undefined : String(problem.detail),
    'invalid-params': Array.isArray(problem['invalid-params']) ? problem['invalid-params'] : [],
  });
}

function parseObject(text: string): Partial<Record<keyof Problem, unknown>> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

function isUnauthorized(error: unknown): boolean {
  return (error instanceof ProblemError || error instanceof HttpError) && error.status === 401;
}

function query(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function segment(value: number | string): string {
  return encodeURIComponent(String(value));
}
