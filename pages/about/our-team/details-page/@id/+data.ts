import type { PageContextServer } from 'vike/types';
import { pageTrail } from '#renderer/siteData.ts';
import { routes } from '#lib/routes.ts';
import { contentForPages } from '#lib/content/readOnce.ts';
import { recordById } from '#renderer/recordPages.ts';

export function data(pageContext: PageContextServer) {
  const member = recordById(contentForPages(pageContext.lang).team, pageContext.routeParams.id);
  return {
    trail: pageTrail(pageContext, routes.ourTeam, member.teamMemberName),
    member,
    title: member.teamMemberName,
    description: `${member.teamMemberName}, ${member.teamMemberTitle} of the rescue.`,
  };
}

export type Data = ReturnType<typeof data>;
