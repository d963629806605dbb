import {
  queryFromState,
  stateFromQuery,
  type Facet,
  type FilterChoice,
} from '#lib/filters/facets.ts';
import { keepQueryInLanguageLinks } from './languageLinks.ts';
import { stampElapsed } from '../alerts/elapsed.ts';

/**
 * The few lines a prerendered `.dog-finder` needs besides CSS: the choice lives in the URL
 * (`?breed=corgi&cats=yes`), the cards move into the chosen order (so keyboard and screen-reader
 * order match what is seen) and the count is written as text, so that it is announced.
 */
export function enhanceDogFinder(finder: HTMLElement) {
  const form = finder.querySelector('form')!;
  const panel = form.querySelector('details')!;
  const count = finder.querySelector('.filter-count-number')!;
  const cards = [...finder.querySelectorAll<HTMLElement>('li[data-dog]')];
  const list = cards[0]?.parentElement;
  const inputs = [...form.querySelectorAll('input')];
  // The form offers the choices: the rescue's breeds among them.
  const options: FilterChoice[] = inputs
    .filter((input) => input.type === 'checkbox')
    .map((input) => ({ facet: input.name as Facet, value: input.value }));

  const readForm = () => {
    const fields = [...new FormData(form)].map(([name, value]) => [name, String(value)]);
    return stateFromQuery(new URLSearchParams(fields).toString(), options);
  };

  const arrange = () => {
    const { sort } = readForm();
    const position = (card: HTMLElement) => Number(card.style.getPropertyValue(`--order-${sort}`));
    for (const card of cards.sort((a, b) => position(a) - position(b))) list?.append(card);
    count.textContent = String(cards.filter((card) => card.getClientRects().length > 0).length);
  };

  const fromUrl = () => {
    const state = stateFromQuery(location.search, options);
    for (const input of inputs) {
      input.checked =
        input.name === 'sort'
          ? input.value === state.sort
          : (state.chosen[input.name as Facet]?.includes(input.value) ?? false);
    }
    if (queryFromState(state, options)) {
      panel.open = true;
      arrange();
    }
  };

  const toUrl = () => {
    const query = queryFromState(readForm(), options);
    history.replaceState(history.state, '', `${location.pathname}${query}${location.hash}`);
    keepQueryInLanguageLinks();
    arrange();
  };

  fromUrl();
  keepQueryInLanguageLinks();
  // Prerendered off: only this script keeps the cards' document order the order shown.
  form.querySelector<HTMLFieldSetElement>('.filters-sort')!.disabled = false;
  form.addEventListener('change', toUrl);
  const since = performance.now();
  form.addEventListener('submit', (event) => stampElapsed(form, event.submitter, since));
  // A reset changes the boxes only after its event, so the URL follows a moment later.
  form.addEventListener('reset', () => setTimeout(toUrl));
  addEventListener('popstate', fromUrl);
}
