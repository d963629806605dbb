import type { Config } from 'vike/types';

export default {
  titleKey: 'nav.ourTeam',
  descriptionKey: 'pages.ourTeamDescription',
} satisfies Config;
