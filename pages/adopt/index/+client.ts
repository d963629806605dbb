// Live listings refresh in the browser, so this page hydrates (in its own folder, so /adopt/* do not).
import { hydratePage } from '#renderer/hydrate.tsx';
import Page from './+Page.tsx';

hydratePage(Page);
