import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { linkOrCopy } from '../linkOrCopy.ts';
import { writeFileAtomically } from '../writeFileAtomically.ts';

/**
 * Cards drawn by earlier builds, one JPEG per digest of everything a card is drawn from: a new
 * look or photo is a new file, so a cached card never changes and is placed by hard link.
 */
export function cardCache(cacheDir: string) {
  mkdirSync(cacheDir, { recursive: true });
  return (inputs: object) => {
    const cached = join(cacheDir, `${digest(JSON.stringify(inputs))}.jpg`);
    return {
      /** The cached card's file: one per picture. */
      file: cached,
      /** Puts the card drawn from these inputs at outFile; false when none is cached. */
      placeAt(outFile: string): boolean {
        if (!existsSync(cached)) return false;
        linkOrCopy(cached, outFile);
        return true;
      },
      /** Caches the card drawn from these inputs and puts it at outFile. */
      async keep(image: Buffer, outFile: string) {
        await writeFileAtomically(cached, image, { durable: false });
        linkOrCopy(cached, outFile);
      },
    };
  };
}

function digest(data: string): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 32);
}
