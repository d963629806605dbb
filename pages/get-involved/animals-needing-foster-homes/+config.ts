import type { Config } from 'vike/types';

export default {
  titleKey: 'nav.animalsNeedingFosters',
  descriptionKey: 'pages.animalsNeedingFostersDescription',
} satisfies Config;
