import type { Animal, InvalidParam, Pagination, Problem } from '../types.ts';
import type { SampleData } from './data.ts';

/** What an endpoint answers: a status and a JSON body (a Problem when status ≥ 400). */
export interface Reply {
  status: number;
  body: unknown;
}

const statuses = ['adoptable', 'adopted', 'found'];

export function problem(
  status: number,
  title: string,
  detail: string,
  invalidParams?: InvalidParam[],
): Reply {
  // The service's own error type addresses; ERR-00002 is its "invalid parameters" code.
  const code = status === 400 ? '00002' : String(status);
  const body: Problem = {
    type: `https://www.petfinder.com/developers/v2/docs/errors/ERR-${code}/`,
    status,
    title,
    detail,
    ...(invalidParams && { 'invalid-params': invalidParams }),
  };
  return { status, body };
}

/** Answers an authorised GET of the service's API from the sample data. */
export function answerGet(data: SampleData, url: URL): Reply {
  const parts = url.pathname.split('/').filter(Boolean);
  const route = parts.map((part, index) => (index === 1 ? ':id' : part)).join('/');
  const id = parts[1] ?? '';
  switch (route) {
    case 'animals':
      return searchAnimals(data, url);
    case 'animals/:id':
      return showAnimal(data, id);
    case 'types':
      return { status: 200, body: { types: data.types } };
    case 'types/:id':
      return showType(data, id);
    case 'types/:id/breeds':
      return listBreeds(data, id);
    case 'organizations':
      return searchOrganizations(data, url);
    case 'organizations/:id':
      return showOrganization(data, id);
    default:
      return notFound();
  }
}

function searchAnimals(data: SampleData, url: URL): Reply {
  const query = url.searchParams;
  const invalid = pagingProblems(query);
  const status = query.get('status') ?? 'adoptable';
  if (!statuses.includes(status)) {
    invalid.push(invalidQuery('status', `status must be one of ${statuses.join(', ')}`));
  }
  const type = query.get('type')?.toLowerCase();
  if (type !== undefined && !data.types.some((known) => known.name.toLowerCase() === type)) {
    invalid.push(invalidQuery('type', 'type must be a known animal type'));
  }
  if (invalid.length > 0) return invalidRequest(invalid);

  const organizations = query.get('organization')?.toUpperCase().split(',');
  const matches = data.animals
    .filter((animal) => animal.status === status)
    .filter((animal) => type === undefined || animal.type.toLowerCase() === type)
    .filter((animal) => !organizations || organizations.includes(animal.organization_id))
    .sort(newestFirst);
  const { items, pagination } = paginate(matches, url);
  return { status: 200, body: { animals: items, pagination } };
}

function showAnimal(data: SampleData, id: string): Reply {
  const animal = data.animals.find((candidate) => String(candidate.id) === id);
  return animal ? { status: 200, body: { animal } } : notFound();
}

function showType(data: SampleData, name: string): Reply {
  const type = data.types.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
  return type ? { status: 200, body: { type } } : notFound();
}

function listBreeds(data: SampleData, type: string): Reply {
  const key = type.toLowerCase();
  const names = data.breeds[key];
  if (!names) return notFound();
  const breeds = names.map((name) => ({ name, _links: { type: { href: `/types/${key}` } } }));
  return { status: 200, body: { breeds } };
}

function searchOrganizations(data: SampleData, url: URL): Reply {
  const invalid = pagingProblems(url.searchParams);
  if (invalid.length > 0) return invalidRequest(invalid);
  const { items, pagination } = paginate(data.organizations, url);
  return { status: 200, body: { organizations: items, pagination } };
}

function showOrganization(data: SampleData, id: string): Reply {
  const organization = data.organizations.find(
    (candidate) => candidate.id.toUpperCase() === id.toUpperCase(),
  );
  return organization ? { status: 200, body: { organization } } : notFound();
}

function pagingProblems(query: URLSearchParams): InvalidParam[] {
  const invalid: InvalidParam[] = [];
  const limit = query.get('limit');
  if (limit !== null && !isIntegerBetween(limit, 1, 100)) {
    invalid.push(invalidQuery('limit', 'limit must be an integer from 1 to 100'));
  }
  const page = query.get('page');
  if (page !== null && !isIntegerBetween(page, 1, Number.MAX_SAFE_INTEGER)) {
    invalid.push(invalidQuery('page', 'page must be a positive integer'));
  }
  return invalid;
}

function paginate<T>(all: T[], url: URL): { items: T[]; pagination: Pagination } {
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const page = Number(url.searchParams.get('page') ?? 1);
  const totalPages = Math.ceil(all.length / limit);
  const pageLink = (target: number) => {
    const query = new URLSearchParams(url.searchParams);
    query.set('page', String(target));
    return { href: `${url.pathname}?${query}` };
  };
  return {
    items: all.slice((page - 1) * limit, page * limit),
    pagination: {
      count_per_page: limit,
      total_count: all.length,
      current_page: page,
      total_pages: totalPages,
      _links: {
        ...(page > 1 && { previous: pageLink(page - 1) }),
        ...(page < totalPages && { next: pageLink(page + 1) }),
      },
    },
  };
}

function newestFirst(a: Animal, b: Animal): number {
  return b.published_at.localeCompare(a.published_at);
}

function isIntegerBetween(text: string, min: number, max: number): boolean {
  return /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;
}

function invalidQuery(path: string, message: string): InvalidParam {
  return { in: 'query', path, message };
}

function invalidRequest(invalid: InvalidParam[]): Reply {
  return problem(400, 'Invalid Request', 'The request contains invalid parameters.', invalid);
}

export function notFound(): Reply {
  return problem(404, 'Not Found', 'Unable to find resource');
}
