import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import type { Data } from './+data.ts';
import { useT } from '#components/Messages.tsx';
import { recordPageUrl } from '#lib/routes.ts';

export default function Page({ members, trail }: Data) {
  const t = useT();
  return (
    <>
      <Breadcrumbs trail={trail} />
      <h1>{t('nav.ourTeam')}</h1>
      <ul className="card-grid">
        {members.map((member) => (
          <li key={member.id}>
            <article className="card">
              <div className="card-body">
                <h2>
                  <a href={t.link(recordPageUrl('team', member.id))}>{member.teamMemberName}</a>
                </h2>
                <p>{member.teamMemberTitle}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
