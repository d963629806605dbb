// Loaded alone, without Vike's runtime or React: the page stays static HTML plus this script.
import { enhanceDogFinder } from '#components/filters/enhance.ts';

for (const finder of document.querySelectorAll<HTMLElement>('.dog-finder')) {
  enhanceDogFinder(finder);
}
