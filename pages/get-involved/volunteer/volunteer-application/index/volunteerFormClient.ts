// The page's script where the site delivers forms (+config.ts): sends the form without a reload.
import { hydratePage } from '#renderer/hydrate.tsx';
import Page from './+Page.tsx';

hydratePage(Page);
