// Run by the build when SHARE_CARDS=later (`npm start`): draws the pages' share cards once the
// site is served, from the list the build left in a temp file (its one argument).
import { readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Site } from '../content/types.generated.ts';
import type { ShareCard } from './cards.ts';
import { drawShareCards, type ShareCardDirs } from './shareCards.ts';

const [file] = process.argv.slice(2) as [string];
const { site, cards, dirs } = JSON.parse(readFileSync(file, 'utf8')) as {
  site: Site;
  cards: ShareCard[];
  dirs: ShareCardDirs;
};
rmSync(dirname(file), { recursive: true, force: true });
await drawShareCards(site, cards, dirs);
