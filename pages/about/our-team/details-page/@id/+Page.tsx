import { ContentPhoto } from '#components/ContentPhoto.tsx';
import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { Html } from '#components/Html.tsx';
import type { Data } from './+data.ts';
import { useT } from '#components/Messages.tsx';
import { routes } from '#lib/routes.ts';
import { PageLink } from '#components/PageLink.tsx';

export default function Page({ member, trail }: Data) {
  const t = useT();
  const photo = member.teamMemberPhotoLink;
  return (
    <article className="team-member">
      <Breadcrumbs trail={trail} />
      <ContentPhoto photo={photo} layout="portrait" priority />
      <h1>{member.teamMemberName}</h1>
      <p className="lead">{member.teamMemberTitle}</p>
      <p>
        <a href={`mailto:${member.teamMemberEmail}`}>{member.teamMemberEmail}</a>
      </p>
      <Html html={member.teamMemberDescription} />
      <p>
        <PageLink to={routes.ourTeam}>
          <span aria-hidden="true">&lt; </span>
          {t('records.backToTeam')}
        </PageLink>
      </p>
    </article>
  );
}
