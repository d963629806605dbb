// The build's image process (build/imageProcess.ts): encodes the photos and draws the
// share cards it is sent, one step at a time, each step on every core; answers when asked.
import { writeVariants } from '#lib/images/variants.ts';
import type { ShareCard } from '#lib/reach/cards.ts';
import { shareCardDrawing } from '#lib/reach/cardDrawing.ts';
import type { ImageReply, ImageRequest } from './imageProcess.ts';

// Under `npm start`, nothing before the first page's card: the home page comes first.
let pagesBegun = () => {};
const behindPages = process.env.IMAGES_BEHIND_PAGES
  ? new Promise<void>((begin) => (pagesBegun = begin))
  : Promise.resolve();
// One step at a time: each step sets sharp's threads for itself (lib/onEveryCore.ts).
let steps: Promise<unknown> = behindPages;
const then = <T>(step: () => Promise<T>): Promise<T> => {
  const done = steps.then(step);
  steps = done.catch(() => {}); // the step's error is its answer's
  return done;
};
let cards: ReturnType<typeof shareCardDrawing> | undefined;
let cardsFailed: Error | undefined;

function answer(id: number | undefined, done: Promise<unknown>) {
  if (id === undefined) return;
  done.then(
    (result) => process.send!({ id, result } satisfies ImageReply),
    (error: Error) =>
      process.send!({ id, error: error.stack ?? String(error) } satisfies ImageReply),
  );
}

function drawWhenAdded(card: ShareCard) {
  pagesBegun();
  if (cards!.add(card))
    then(() => cards!.drawBatch()).catch((error: Error) => (cardsFailed ??= error));
}

process.on('message', (request: ImageRequest & { id?: number }) => {
  switch (request.kind) {
    case 'photos':
      answer(
        request.id,
        then(() => writeVariants(request.manifest, request)),
      );
      break;
    case 'cardSetup':
      cards = shareCardDrawing(request.site, request.dirs);
      break;
    case 'card':
      drawWhenAdded(request.card);
      break;
    case 'allCards':
      pagesBegun();
      request.cards.forEach(drawWhenAdded);
      answer(
        request.id,
        then(async () => {
          if (cardsFailed) throw cardsFailed;
          return cards!.report(request.cards.length);
        }),
      );
  }
});
// The build has ended (or stopped): nothing more will be asked.
process.on('disconnect', () => process.exit());
