import { siteContent } from '../../../lib/content/siteContent.ts';

export const data = () => ({
  members: siteContent().team.filter((member) => member.teamMemberShownOnTeamPage),
});

export type Data = ReturnType<typeof data>;
