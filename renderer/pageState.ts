import type { ParsedMessages } from '#lib/messages/translator.ts';

// A hydrating page carries its own state (its data and the messages its script shows) in a JSON
// script element: +onRenderHtml.tsx writes it, hydrate.tsx reads it.
export const pageStateId = 'page-state';

export interface PageState {
  data: unknown;
  messages: ParsedMessages;
}
