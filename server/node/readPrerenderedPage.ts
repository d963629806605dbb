import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { builtFormPath, type BuiltForms, type FormName } from '#lib/forms/forms.ts';
import { builtMessagesPath, type HostMessages } from '#lib/messages/hostMessages.ts';
import { pageFile } from '#lib/pageFile.ts';

/** loadPage for the Node host: a prerendered page from the built site folder. */
export function readPrerenderedPage(clientDir: string) {
  return (pathname: string) => readFile(join(clientDir, pageFile(pathname)), 'utf8');
}

/** loadForm for the Node host: a form as the build wrote it beside the pages, if it did. */
export function readBuiltForm(clientDir: string) {
  return async (name: FormName): Promise<BuiltForms | undefined> => {
    try {
      return JSON.parse(await readFile(join(clientDir, builtFormPath(name)), 'utf8')) as BuiltForms;
    } catch {
      return undefined;
    }
  };
}

/** The hosts' messages for the Node host, as the build wrote them beside the pages; read at start. */
export function readBuiltMessages(clientDir: string): HostMessages {
  return JSON.parse(readFileSync(join(clientDir, builtMessagesPath), 'utf8')) as HostMessages;
}
