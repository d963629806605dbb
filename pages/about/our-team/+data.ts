import type { PageContextServer } from 'vike/types';
import { contentForPages } from '#lib/content/readOnce.ts';

export const data = (pageContext: PageContextServer) => ({
  members: contentForPages(pageContext.lang).team.filter(
    (member) => member.teamMemberShownOnTeamPage,
  ),
});

export type Data = ReturnType<typeof data>;
