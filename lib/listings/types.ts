/** JSON shapes of the pet-listing service (Petfinder v2 API). */

interface Link {
  href: string;
}

interface Photo {
  small: string;
  medium: string;
  large: string;
  full: string;
}

interface Address {
  address1: string | null;
  address2: string | null;
  city: string;
  state: string;
  postcode: string;
  country: string;
}

export interface Animal {
  id: number;
  organization_id: string;
  url: string;
  type: string;
  species: string;
  breeds: {
    primary: string;
    secondary: string | null;
    mixed: boolean;
    unknown: boolean;
  };
  colors: {
    primary: string | null;
    secondary: string | null;
    tertiary: string | null;
  };
  age: 'Baby' | 'Young' | 'Adult' | 'Senior';
  gender: string;
  size: string;
  coat: string | null;
  attributes: {
    spayed_neutered: boolean;
    house_trained: boolean;
    declawed: boolean | null;
    special_needs: boolean;
    shots_current: boolean;
  };
  environment: {
    children: boolean | null;
    dogs: boolean | null;
    cats: boolean | null;
  };
  tags: string[];
  name: string;
  description: string | null;
  organization_animal_id: string | null;
  photos: Photo[];
  primary_photo_cropped: Photo | null;
  videos: { embed: string }[];
  /** Shown as returned: 'adoptable', 'adopted', … */
  status: string;
  status_changed_at: string;
  published_at: string;
  /** Miles from the searched location; null when the search had none. */
  distance: number | null;
  contact: {
    email: string | null;
    phone: string | null;
    address: Address;
  };
  _links: {
    self: Link;
    type: Link;
    organization: Link;
  };
}

export interface Pagination {
  count_per_page: number;
  total_count: number;
  current_page: number;
  total_pages: number;
  _links: {
    previous?: Link;
    next?: Link;
  };
}

export interface AnimalType {
  name: string;
  coats: string[];
  colors: string[];
  genders: string[];
  _links: {
    self: Link;
    breeds: Link;
  };
}

interface Breed {
  name: string;
  _links: {
    type: Link;
  };
}

export interface Organization {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: Address;
  hours: Record<
    'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday',
    string | null
  >;
  url: string;
  website: string | null;
  mission_statement: string | null;
  adoption: {
    policy: string | null;
    url: string | null;
  };
  social_media: {
    facebook: string | null;
    twitter: string | null;
    youtube: string | null;
    instagram: string | null;
    pinterest: string | null;
  };
  photos: Photo[];
  distance: number | null;
  _links: {
    self: Link;
    animals: Link;
  };
}

export interface TokenResponse {
  token_type: 'Bearer';
  expires_in: number;
  access_token: string;
}

export interface AnimalsResponse {
  animals: Animal[];
  pagination: Pagination;
}

export interface AnimalResponse {
  animal: Animal;
}

export interface TypesResponse {
  types: AnimalType[];
}

export interface TypeResponse {
  type: AnimalType;
}

export interface BreedsResponse {
  breeds: Breed[];
}

export interface OrganizationsResponse {
  organizations: Organization[];
  pagination: Pagination;
}

export interface OrganizationResponse {
  organization: Organization;
}

/** One entry of a problem's `invalid-params`. */
export interface InvalidParam {
  in: string;
  path: string;
  message: string;
}

/** An RFC 7807 problem document as the service sends it. */
export interface Problem {
  type: string;
  status: number;
  title: string;
  detail?: string;
  'invalid-params'?: InvalidParam[];
}

/** A query value; undefined leaves the parameter out. */
export type QueryValue = string | number | boolean | undefined;

export interface SearchAnimalsParams {
  /** One organization id, or several separated by commas. */
  organization?: string;
  /** 'adoptable' (the service's default), 'adopted', … */
  status?: string;
  type?: string;
  /** 1 to 100; the service defaults to 20. */
  limit?: number;
  page?: number;
  /** Any other filter the service knows (breed, size, age, …). */
  [filter: string]: QueryValue;
}

export interface SearchOrganizationsParams {
  limit?: number;
  page?: number;
  [filter: string]: QueryValue;
}
