import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import type { Data } from './+data.ts';

export default function Page({ members }: Data) {
  return (
    <>
      <Breadcrumbs trail={[{ label: 'About', href: '/about' }, { label: 'Our Team' }]} />
      <h1>Our Team</h1>
      <ul className="card-grid">
        {members.map((member) => (
          <li key={member.id}>
            <article className="card">
              <div className="card-body">
                <h2>
                  <a href={`/about/our-team/details-page/${member.id}`}>{member.teamMemberName}</a>
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
