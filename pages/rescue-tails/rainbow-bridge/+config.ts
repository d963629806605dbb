import type { Config } from 'vike/types';

export default {
  titleKey: 'nav.rainbowBridge',
  descriptionKey: 'pages.rainbowBridgeDescription',
} satisfies Config;
