// Content and the records it is made of, as types only: every runtime may import them, and this
// file imports nothing that reads files.
import type { BuiltForm, FormName } from '../forms/forms.ts';
import type { Untranslated } from './translations.ts';
import type {
  CourtesyPosting,
  Dog,
  Event,
  FosterAnimal,
  ListingBreeds,
  Messages,
  Page,
  Partner,
  RainbowBridgeDog,
  Site,
  TeamMember,
} from './types.generated.ts';

/**
 * A page of content/pages with the rescue's facts in place of its placeholders: its text as HTML,
 * and its front matter's paragraphs (lead, note, each text) as inline HTML.
 */
export type MarkdownPage = Page & { slug: string; html: string } & Untranslated;

/** A page of content/pages as its file holds it: front matter as written, its text in Markdown. */
export type PageAsWritten = Page & { slug: string; body: string } & Untranslated;

export interface CollectionRecords {
  dogs: (Dog & Untranslated)[];
  courtesyPostings: (CourtesyPosting & Untranslated)[];
  fosterAnimals: (FosterAnimal & Untranslated)[];
  rainbowBridgeDogs: (RainbowBridgeDog & Untranslated)[];
  team: (TeamMember & Untranslated)[];
  events: (Event & Untranslated)[];
  partners: (Partner & Untranslated)[];
}

/** content/ in one language; `Shown` is how a page of content/pages comes. */
export interface ContentOf<Shown> extends CollectionRecords {
  /** The language of these words: English, or another of site.json's `languages`. */
  lang: string;
  site: Site;
  /** The interface words (content/messages/<lang>.json), each a valid ICU message. */
  messages: Messages;
  pages: Record<string, Shown>;
  /** listing-breeds.json: the breed words in the listing services' own, where the rescue keeps one. */
  listingBreeds?: ListingBreeds;
  /** The forms of content/forms in this language, by name, as pages draw them and hosts check them. */
  forms: Partial<Record<FormName, BuiltForm>>;
  /**
   * The same content in each other language of the site: translated fields in place, and
   * English (marked `lang="en"`, listed in `untranslated`) where no translation exists yet.
   */
  translations: Record<string, ContentOf<Shown>>;
}

/** content/ as the build shows it: pages, Markdown fields and form introductions as clean HTML. */
export type Content = ContentOf<MarkdownPage>;

/** content/ as its files hold it, for the CLI to write a record back unchanged: Markdown as written. */
export type ContentAsWritten = ContentOf<PageAsWritten>;
