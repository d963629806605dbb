import { facetNames, filterOptions, sorts, type BreedChoice } from './facets.ts';

/**
 * The rules that filter and sort a `.dog-finder` without JavaScript: a card (`[data-dog]`) is
 * hidden when a facet has a checked box and the card has none of the checked values, and takes
 * its place in the chosen sort from its `--order-{sort}` property. Built from the model so that
 * every option has its rule.
 */
export function filterCss(breeds: BreedChoice[]): string {
  const hide = facetNames.map((facet) => {
    const kept = filterOptions(breeds)
      .filter((option) => option.facet === facet)
      .map(
        ({ value }) =>
          `.dog-finder:has([name="${facet}"][value="${value}"]:checked) [data-dog][data-${facet}~="${value}"]`,
      );
    return `.dog-finder:has([name="${facet}"]:checked) [data-dog]:not(${kept.join(', ')}) {\n  display: none;\n}`;
  });
  const order = sorts.map(
    ({ value }) =>
      `.dog-finder:has([name="sort"][value="${value}"]:checked) [data-dog] {\n  order: var(--order-${value});\n}`,
  );
  return [...hide, ...order].join('\n');
}
