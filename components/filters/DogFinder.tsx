import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import {
  defaultSort,
  emptyState,
  facetNames,
  offeredFieldsets,
  optionText,
  sorts,
  type BreedChoice,
  type DogFacts,
  type FilterState,
  type Sort,
} from '#lib/filters/facets.ts';
import { HydrateLater } from '../HydrateLater.tsx';
import { useT } from '../Messages.tsx';
import { AlertSignup } from '../alerts/AlertSignup.tsx';
import { stampElapsed } from '../alerts/elapsed.ts';
import './filters.css';
import 'virtual:dog-filters.css';

/** The attributes that let the filter rules see a dog: its facet values. */
function facetAttributes(dog: DogFacts): Record<string, string> {
  const attributes: Record<string, string> = { 'data-dog': '' };
  for (const facet of facetNames) attributes[`data-${facet}`] = dog.values[facet].join(' ');
  return attributes;
}

/** The attributes of a card: its facet values, and its place in each sort for CSS `order`. */
export function filterAttributes(dog: DogFacts, positions: Record<Sort, number>) {
  const style = Object.fromEntries(
    Object.entries(positions).map(([sort, position]) => [`--order-${sort}`, position]),
  ) as CSSProperties;
  return { ...facetAttributes(dog), style };
}

interface DogFinderProps {
  /** Unique on the page: names the form, its fields and its heading. */
  id: string;
  dogs: DogFacts[];
  /** The rescue's breed choices (lib/filters/breedChoices.ts). */
  breeds: BreedChoice[];
  /** The list of cards, each carrying `filterAttributes`. */
  children: ReactNode;
  /**
   * With React: the choice, its setter and the number of matching dogs (null until hydrated, so
   * that the prerendered count is CSS's); without, the form is left to the browser and CSS.
   */
  control?: { state: FilterState; onChange: (state: FilterState) => void; count: number | null };
  /**
   * Whether a script sorts the cards now (React's, once hydrated). Sorting waits for JavaScript,
   * which moves the cards in the document: CSS `order` alone would show an order that the
   * keyboard and screen readers do not follow. enhance.ts turns it on for a static page.
   */
  sortEnabled: boolean;
  /** Offers e-mail alerts for the chosen filters (a mail transport is set); the feed is always offered. */
  alertsEnabled?: boolean;
}

/**
 * Filters and sorting over a list of dog cards. The checkboxes filter through CSS `:has()` rules
 * (see lib/filters/css.ts), so they work without JavaScript; the count and the empty state too.
 */
export function DogFinder(props: DogFinderProps) {
  const { id, dogs, breeds, children, control, sortEnabled, alertsEnabled = false } = props;
  const t = useT();
  const state = control?.state ?? emptyState;
  const field = (checked: boolean, next: () => FilterState) =>
    control ? { checked, onChange: () => control.onChange(next()) } : { defaultChecked: checked };
  const panel = useRef<HTMLDetailsElement>(null);
  const hydratedAt = useRef(0);
  useEffect(() => {
    hydratedAt.current = performance.now();
  }, []);
  // A choice from the URL opens the panel; the panel never closes by itself.
  useEffect(() => {
    if (panel.current && hasChoice(state)) panel.current.open = true;
  }, [state]);
  // No dog to filter: say so, and offer the feed and alert of this list for the next one.
  if (dogs.length === 0) {
    return (
      <div className="dog-finder">
        <p className="note">{t('filters.noneNow')}</p>
        <form className="filters" id={id}>
          <AlertSignup formId={id} enabled={alertsEnabled} />
        </form>
      </div>
    );
  }
  return (
    <div className="dog-finder">
      <form
        className="filters"
        id={id}
        aria-labelledby={`${id}-heading`}
        onReset={control && (() => control.onChange(emptyState))}
        onSubmit={
          control &&
          ((event) =>
            stampElapsed(event.currentTarget, event.nativeEvent.submitter, hydratedAt.current))
        }
      >
        <details className="filters-panel" ref={panel}>
          <summary id={`${id}-heading`}>{t('filters.heading')}</summary>
          <div className="filters-fields">
            {offeredFieldsets(dogs, breeds).map(({ legend, options }) => (
              <fieldset key={legend}>
                <legend>{t(legend)}</legend>
                {options.map(({ facet, value, label, count }) => {
                  const chosen = state.chosen[facet] ?? [];
                  const checked = chosen.includes(value);
                  const next = () => {
                    const values = checked
                      ? chosen.filter((other) => other !== value)
                      : [...chosen, value];
                    return { ...state, chosen: { ...state.chosen, [facet]: values } };
                  };
                  return (
                    <label key={`${facet}-${value}`}>
                      <input type="checkbox" name={facet} value={value} {...field(checked, next)} />
                      <span>
                        {optionText({ label }, t)}{' '}
                        <span className="filter-option-count">({count})</span>
                      </span>
                    </label>
                  );
                })}
              </fieldset>
            ))}
            <fieldset className="filters-sort" disabled={!sortEnabled}>
              <legend>{t('filters.sortBy')}</legend>
              {sorts.map(({ value, label }) => (
                <label key={value}>
                  <input
                    type="radio"
                    name="sort"
                    value={value}
                    {...field(state.sort === value, () => ({ ...state, sort: value }))}
                  />
                  <span>{t(label)}</span>
                </label>
              ))}
            </fieldset>
          </div>
          <button type="reset" className="button filters-clear">
            {t('filters.clear')}
          </button>
        </details>
        <AlertSignup formId={id} enabled={alertsEnabled} />
      </form>
      {/* What it shows changes only once the page runs: it hydrates after the form and the cards. */}
      <HydrateLater id={`${id}-status`}>
        <div className="filter-status">
          <div className="filter-probe">
            <div className="filter-ghosts" aria-hidden="true">
              {dogs.map((dog) => (
                <i key={dog.key} {...facetAttributes(dog)} />
              ))}
            </div>
            <div className="filter-probe-box">
              <p className="filter-empty">
                {t('filters.noMatch')}{' '}
                <button type="reset" form={id} className="button">
                  {t('filters.clear')}
                </button>
              </p>
            </div>
          </div>
          <p className="filter-count" role="status">
            {t('filters.showing')}
            <span className="filter-count-number">{control?.count}</span>
            {t('filters.ofTotal', { total: dogs.length })}
          </p>
        </div>
      </HydrateLater>
      {children}
    </div>
  );
}

function hasChoice(state: FilterState): boolean {
  return state.sort !== defaultSort || Object.values(state.chosen).some((values) => values.length);
}
