import { useT } from '#components/Messages.tsx';
import type { Site } from '#lib/content/types.generated.ts';

// Simple brand glyphs drawn inline so no icon font or third-party request is needed.
const icons = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H17l.5-4h-4V8.8c0-.5.3-.8.5-.8z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm0 2a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm5 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17.3 5.7a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  youtube:
    'M21.6 7.2c-.2-.9-.9-1.6-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4c-.9.2-1.6.9-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8c.2.9.9 1.6 1.8 1.8 1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4c.9-.2 1.6-.9 1.8-1.8.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
};

// Brand names, the same in every language.
const labels = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube' };

/** The networks the rescue has an account on: one left out of site.json gets no link. */
export function socialNetworks(site: Site) {
  return (Object.keys(labels) as (keyof typeof labels)[]).filter(
    (network) => site.social?.[network],
  );
}

export function SocialLinks({ site }: { site: Site }) {
  const t = useT();
  const networks = socialNetworks(site);
  if (networks.length === 0) return null;
  return (
    <ul className="social-links">
      {networks.map((network) => (
        <li key={network}>
          <a href={site.social?.[network]} target="_blank" rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d={icons[network]} fill="currentColor" />
            </svg>
            <span className="visually-hidden">
              {t('common.socialLink', { network: labels[network] })}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
