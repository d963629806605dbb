// Details of dogs published after the build reach the browser through this page (404.html).
import { hydratePage } from '#renderer/hydrate.tsx';
import Page from './+Page.tsx';

hydratePage(Page);
