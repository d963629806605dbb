// `rescue import petfinder` at a rescue's size: 300 dogs, three photos each (1600×1200 JPEGs, as
// the service's full size), from the stand-in listing service on 127.0.0.1, into a copy of the
// bundled content; the whole compiled command, start to exit. 30 dogs too: the figure the
// volunteers' guide gives.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { readSampleData } from '#lib/listings/sampleService/data.ts';
import { startSampleService } from '#lib/listings/sampleService/sampleServer.ts';
import { figure } from './figures.ts';

const template = readSampleData().animals[0]!;
// Smooth pictures with some grain, as a camera's are: each encodes as a real photo would.
const photo = (shade: number) =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: { r: shade, g: 90, b: 60 },
      noise: { type: 'gaussian', mean: 120, sigma: 12 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
const pictures = await Promise.all([40, 120, 200].map(photo));

async function importDogs(dogs: number): Promise<number> {
  const photos = new Map<string, Buffer>();
  const service = await startSampleService({ animals: [], photos });
  try {
    for (let id = 1; id <= dogs; id++) {
      const names = [1, 2, 3].map((n) => `dog-${id}-${n}.jpg`);
      names.forEach((name, index) => photos.set(name, pictures[index]!));
      service.addAnimal({
        ...structuredClone(template),
        id,
        organization_id: 'BENCH1',
        organization_animal_id: `BENCH-${id}`,
        name: `Bench ${id}`,
        photos: names.map((name) => {
          const full = `${service.url}/sample-photos/${name}`;
          return { small: full, medium: full, large: full, full };
        }),
      });
    }
    const root = mkdtempSync(join(tmpdir(), 'bench-import-'));
    cpSync(resolve('content'), join(root, 'content'), { recursive: true });
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [resolve('cli/bin.js'), 'import', 'petfinder', '--organization', 'BENCH1'],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PETFINDER_BASE_URL: service.url,
          PETFINDER_CLIENT_ID: service.clientId,
          PETFINDER_CLIENT_SECRET: service.clientSecret,
        },
      },
    );
    const code = await new Promise<number | null>((done) => child.on('close', done));
    if (code !== 0) throw new Error(`rescue import exited ${code}`);
    return (performance.now() - started) / 1000;
  } finally {
    await service.close();
  }
}

// Compiled first (cli/bin.js would, within the first timing).
await new Promise((done) =>
  spawn(process.execPath, [resolve('cli/bin.js'), '--help'], { stdio: 'ignore' }).on('close', done),
);
figure({
  name: 'rescue import petfinder, 30 dogs, 90 photos',
  value: await importDogs(30),
  unit: 's',
  goal: { max: 10 },
  note: 'stand-in service on 127.0.0.1, whole process',
});
figure({
  name: 'rescue import petfinder, 300 dogs, 900 photos',
  value: await importDogs(300),
  unit: 's',
  goal: { max: 60 },
  note: 'stand-in service on 127.0.0.1, whole process, once',
});
