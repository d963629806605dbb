import { contentForPages } from '#lib/content/load.ts';

export const data = () => ({
  members: contentForPages().team.filter((member) => member.teamMemberShownOnTeamPage),
});

export type Data = ReturnType<typeof data>;
