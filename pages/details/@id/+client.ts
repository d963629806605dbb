// Live listings refresh in the browser, so this page hydrates.
import { hydratePage } from '#renderer/hydrate.tsx';
import Page from './+Page.tsx';

hydratePage(Page);
