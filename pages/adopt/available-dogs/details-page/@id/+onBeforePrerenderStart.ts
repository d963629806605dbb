import { contentForPages } from '#lib/content/readOnce.ts';
import { recordUrls } from '#renderer/recordPages.ts';

export const onBeforePrerenderStart = () => recordUrls(contentForPages().dogs, 'dogs');
