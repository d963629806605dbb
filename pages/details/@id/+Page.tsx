import { LiveDetails, type LiveDetailsProps } from '#components/listings/LiveDetails.tsx';

export default function Page({ id, animal }: LiveDetailsProps) {
  return <LiveDetails id={id} animal={animal} />;
}
