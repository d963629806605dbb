import { ProsePage } from '#components/PageParts.tsx';
import { PrivacyNotice } from '#components/PrivacyNotice.tsx';
import type { Data } from './+data.ts';

export default function Page({ page, trail, site, notice }: Data) {
  return (
    <ProsePage page={page} trail={trail} article>
      {notice && <PrivacyNotice facts={notice} site={site} />}
    </ProsePage>
  );
}
