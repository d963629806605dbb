import { ContentPhoto } from '#components/ContentPhoto.tsx';
import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { Html } from '#components/Html.tsx';
import type { Data } from './+data.ts';

export default function Page({ member }: Data) {
  const photo = member.teamMemberPhotoLink;
  return (
    <article className="team-member">
      <Breadcrumbs
        trail={[
          { label: 'About', href: '/about' },
          { label: 'Our Team', href: '/about/our-team' },
          { label: member.teamMemberName },
        ]}
      />
      <ContentPhoto photo={photo} layout="portrait" priority />
      <h1>{member.teamMemberName}</h1>
      <p className="lead">{member.teamMemberTitle}</p>
      <p>
        <a href={`mailto:${member.teamMemberEmail}`}>{member.teamMemberEmail}</a>
      </p>
      <Html html={member.teamMemberDescription} />
      <p>
        <a href="/about/our-team">
          <span aria-hidden="true">&lt; </span>Back to all team members
        </a>
      </p>
    </article>
  );
}
