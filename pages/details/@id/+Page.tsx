import { LiveDetails } from '#components/listings/LiveDetails.tsx';
import type { Data } from './+data.ts';

export default function Page({ id, animal }: Data) {
  return <LiveDetails id={id} animal={animal} />;
}
