/**
 * 'Was kann ich daraus nähen?' (issue 40): what the page needs besides the platform's stores — the account's lists
 * (the stash), the published content (fabrics, patterns), and every pattern's sizes with their cut pieces, which the
 * pattern list may leave out (loaded per pattern; from the device's copy offline once loaded). Effects wrap the
 * platform's calls, so a test gives them handlers.
 */
import { createEffect, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $sewingPatterns, accountListsWanted, loadPatternSizes, logger, requestContent, type PatternSize, type SewingPattern } from '@nahtlos/platform';

export const WhatToSewGate = createGate();

/** The profile remote's pages start the platform without content: this page shows it, so it asks for it. */
export const pageDataWantedFx = createEffect(async () => {
  requestContent();
  await accountListsWanted();
});
sample({ clock: WhatToSewGate.open, target: pageDataWantedFx });

export const loadPatternSizesFx = createEffect((patternId: string): Promise<PatternSize[]> => loadPatternSizes(patternId));

/** The catalogue as the matcher needs it: the patterns whose sizes are known, and how many could not be loaded. */
export interface SizedCatalogue {
  /** the pattern list it was made from */
  list: SewingPattern[];
  patterns: SewingPattern[];
  notLoaded: number;
}

export const sizeCatalogueFx = createEffect(async (patterns: SewingPattern[]): Promise<SizedCatalogue> => {
  // (every load starts before the first await: the effects run in the caller's scope)
  const loads = patterns.map((pattern) => (pattern.sizes ? Promise.resolve(pattern.sizes) : loadPatternSizesFx(pattern.id)));
  const outcomes = await Promise.allSettled(loads);
  const sized = patterns.flatMap((pattern, i) => {
    const outcome = outcomes[i];
    if (outcome.status === 'fulfilled') return [outcome.value === pattern.sizes ? pattern : { ...pattern, sizes: outcome.value }];
    logger.warn(`'Was kann ich daraus nähen?': the sizes of pattern '${pattern.id}' could not be loaded.`, outcome.reason);
    return [];
  });
  return { list: patterns, patterns: sized, notLoaded: patterns.length - sized.length };
});

/** The sized catalogue of the pattern list shown now (null until it is there). */
export const $sizedCatalogue = createStore<SizedCatalogue | null>(null);

// made again only for a new list or after a failed load: the same objects on a later visit let the worker's plan cache
// (which knows a size by its object) serve it
sample({
  clock: [WhatToSewGate.open, $sewingPatterns.updates],
  source: { patterns: $sewingPatterns, open: WhatToSewGate.status, made: $sizedCatalogue },
  filter: ({ patterns, open, made }) => open && patterns.length > 0 && (made?.list !== patterns || made.notLoaded > 0),
  fn: ({ patterns }) => patterns,
  target: sizeCatalogueFx,
});
// an answer for an older list (the content reloaded meanwhile) is dropped
sample({
  clock: sizeCatalogueFx.done,
  source: $sewingPatterns,
  filter: (current, { params }) => current === params,
  fn: (_, { result }) => result,
  target: $sizedCatalogue,
});
