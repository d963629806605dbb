import { ForeverStories } from '#components/listings/ForeverStories.tsx';
import type { Data } from './+data.ts';

export default function Page(data: Data) {
  return <ForeverStories {...data} />;
}
