import { ForeverStories, type ForeverStoriesProps } from '#components/listings/ForeverStories.tsx';

export default function Page(data: ForeverStoriesProps) {
  return <ForeverStories {...data} />;
}
