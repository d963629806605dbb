import { contentForPages } from '#lib/content/load.ts';
import { recordUrls } from '#renderer/records.ts';

export const onBeforePrerenderStart = () => recordUrls(contentForPages().dogs, 'dogs');
