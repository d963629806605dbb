import type { Site } from '#lib/content/types.generated.ts';
import type { MessageKey, Translate } from '#lib/messages/translator.ts';

/**
 * The dog lists' fee notice as site.json's fees are: the specification's one sentence (`key`) for
 * a usual and an application fee, else a sentence for the usual fee, each fee by age and the
 * application fee when there is one. Undefined when the site names no fee.
 */
export function feeNotice(
  t: Translate,
  fees: Site['adoptionFees'],
  key: Extract<MessageKey, 'adopt.feeNote' | 'adopt.availableFeeNote'>,
): string | undefined {
  if (!fees) return undefined;
  const byAge = [...(fees.byAge ?? [])].sort((a, b) => a.fromYears - b.fromYears);
  if (fees.application !== undefined && byAge.length === 0) return t(key);
  return [
    t('adopt.feeUsual'),
    ...byAge.map((rule) => t('adopt.feeByAge', { fromYears: rule.fromYears, fee: rule.fee })),
    ...(fees.application !== undefined ? [t('adopt.applicationFeeNote')] : []),
  ].join(' ');
}
