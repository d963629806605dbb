import type { ServiceId } from './breeds.ts';
import type { FtpAccount } from './ftp.ts';

/** A listing service the rescue can send its dogs to, and where its settings come from. */
export interface Service {
  id: ServiceId;
  name: string;
  /** The prefix of its three settings: PETFINDER_FTP_USER, _PASSWORD, _HOST. */
  settings: string;
  defaultHost: string;
}

export const services: Service[] = [
  {
    id: 'petfinder',
    name: 'Petfinder',
    settings: 'PETFINDER',
    defaultHost: 'members.petfinder.com',
  },
  {
    id: 'adoptapet',
    name: 'Adopt-a-Pet',
    settings: 'ADOPTAPET',
    defaultHost: 'autoupload.adoptapet.com',
  },
  {
    id: 'rescuegroups',
    name: 'RescueGroups.org',
    settings: 'RESCUEGROUPS',
    defaultHost: 'ftp.rescuegroups.org',
  },
];

/** Each service whose user and password are set, with its account; the others are left out. */
export function configuredServices(
  env: Record<string, string | undefined>,
): { service: Service; account: FtpAccount }[] {
  return services.flatMap((service) => {
    const user = env[`${service.settings}_FTP_USER`]?.trim();
    const password = env[`${service.settings}_FTP_PASSWORD`];
    if (!user || !password) return [];
    const [host, port] = hostAndPort(env[`${service.settings}_FTP_HOST`] || service.defaultHost);
    return [{ service, account: { host, port, user, password } }];
  });
}

/** `host[:port]`, port 21 unless given. */
function hostAndPort(value: string): [string, number] {
  const match = /^(.*?)(?::(\d+))?$/.exec(value.trim())!;
  return [match[1]!, match[2] ? Number(match[2]) : 21];
}
