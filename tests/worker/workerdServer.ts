import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import {
  startSampleService,
  type SampleService,
} from '#lib/listings/sampleService/sampleServer.ts';
import { projectTempDir } from '../support/tempDirs.ts';
import { startWranglerDev, type WranglerDev } from '../support/wrangler.ts';
import { startRecordingServer, type RecordingServer } from '../listings/recordingServer.ts';

// Distinctive credentials, so any leak into a response or a log line is found.
export const clientId = 'worker-canary-id-5d1e7';
export const clientSecret = 'worker-canary-secret-0b93f';
export const resendKey = 'worker-canary-resend-key-77c4';

/**
 * The Worker in workerd (`wrangler dev`) over the built site, as its suites (workerServing.test.ts
 * and workerFormsAndState.test.ts) try it. A suite calls serveWorker() once, at its top: that
 * registers the hooks that start the sample listing service, a stand-in for the e-mail API and
 * the Worker before its tests, and stop them after. What it returns is the suite's own: its
 * servers are filled in by that beforeAll, and `restart` replaces `worker`.
 */
export interface WorkerdServer {
  sample: SampleService;
  /** A stand-in for Resend's HTTP API, which the Worker's forms deliver through. */
  mailApi: RecordingServer;
  worker: WranglerDev;
  clientDir: string;
  /** What workerd printed before a restart. */
  earlierOutput: string;
  /** Headers and bodies of every Worker response, checked for secrets at the end. */
  seen: string[];
  /** Asks the Worker, following no redirect, and records its answer in `seen`. */
  get(path: string, init?: RequestInit): Promise<{ response: Response; text: string }>;
  /** Stops workerd and starts it again on the same state folder (`--persist-to`). */
  restart(): Promise<void>;
}

export function serveWorker(): WorkerdServer {
  let workDir: string;
  let secrets: Record<string, string>;
  const dev: WorkerdServer = {
    sample: undefined as unknown as SampleService,
    mailApi: undefined as unknown as RecordingServer,
    worker: undefined as unknown as WranglerDev,
    clientDir: '',
    earlierOutput: '',
    seen: [],
    async get(path, init) {
      const response = await fetch(`${dev.worker.url}${path}`, { redirect: 'manual', ...init });
      const text = await response.text();
      dev.seen.push(`${[...response.headers].join('\n')}\n${text}`);
      return { response, text };
    },
    async restart() {
      dev.earlierOutput += dev.worker.output();
      await dev.worker.stop();
      dev.worker = await startWranglerDev(dev.clientDir, workDir, secrets);
    },
  };

  beforeAll(async () => {
    dev.clientDir = join(inject('siteOutDir'), 'client');
    dev.sample = await startSampleService({ clientId, clientSecret });
    dev.mailApi = await startRecordingServer(() => ({ status: 200, body: '{"id":"sent-1"}' }));
    workDir = projectTempDir('worker-');
    secrets = {
      PETFINDER_CLIENT_ID: clientId,
      PETFINDER_CLIENT_SECRET: clientSecret,
      PETFINDER_BASE_URL: dev.sample.url,
      RESEND_API_KEY: resendKey,
      RESEND_API_URL: dev.mailApi.url,
    };
    dev.worker = await startWranglerDev(dev.clientDir, workDir, secrets);
  });

  afterAll(async () => {
    const output = `${dev.earlierOutput}${dev.worker?.output() ?? ''}`;
    await dev.worker?.stop();
    await dev.sample?.close();
    await dev.mailApi?.close();
    // The test that the Worker "never shows the service credentials or token in a response or a
    // log line" reads its own suite's only: those of every suite are checked here.
    const everything = `${dev.seen.join('\n')}\n${output}`;
    for (const secret of [clientId, clientSecret, resendKey]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toMatch(/access_token/);
  });

  return dev;
}
