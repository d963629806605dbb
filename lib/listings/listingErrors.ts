import type { InvalidParam, Problem } from './types.ts';

/** Base of every error the listing client throws, so callers can tell them from bugs. */
export class ListingError extends Error {
  override name = 'ListingError';
}

/** The service answered outside 2xx without a problem document. */
export class HttpError extends ListingError {
  override name = 'HttpError';

  constructor(readonly status: number) {
    super(`Request failed with status code ${status}`);
  }
}

/** The service answered outside 2xx with an application/problem+json document. */
export class ProblemError extends ListingError {
  override name = 'ProblemError';
  readonly type: string;
  readonly status: number;
  readonly detail: string | undefined;
  readonly invalidParams: InvalidParam[];

  constructor(problem: Problem) {
    super(problem.title);
    this.type = problem.type;
    this.status = problem.status;
    this.detail = problem.detail;
    this.invalidParams = problem['invalid-params'] ?? [];
  }
}

/** The request never got an answer: refused connection, DNS failure, reset, … */
export class NetworkError extends ListingError {
  override name = 'NetworkError';

  constructor(cause: unknown) {
    super('Network Error', { cause });
  }
}

export class TimeoutError extends ListingError {
  override name = 'TimeoutError';

  constructor(readonly timeoutMs: number) {
    super(`timeout of ${timeoutMs}ms exceeded`);
  }
}
