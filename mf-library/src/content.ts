import { useUnit } from 'effector-react';
import {
  $customFabrics,
  $fabrics,
  $fabricsState,
  $inspirations,
  $inspirationsState,
  $materials,
  $materialsState,
  $online,
  $sewingPatterns,
  $sewingPatternsState,
  type LoadState,
} from '@nahtlos/shared-kernel';

/** What a page shows for a piece of content: the list, a loading line, or the offline notice. */
export type ContentStatus = 'ready' | 'loading' | 'offline';

export function statusOf(state: LoadState, count: number, online: boolean): ContentStatus {
  if (count > 0 || state === 'loaded') return 'ready';
  if (!online && state !== 'loading') return 'offline';
  return 'loading';
}

export function useFabricsContent() {
  const [fabrics, fabricsState, materials, materialsState, customFabrics, online] = useUnit([
    $fabrics,
    $fabricsState,
    $materials,
    $materialsState,
    $customFabrics,
    $online,
  ]);
  const status =
    statusOf(fabricsState, fabrics.length, online) === 'ready' && statusOf(materialsState, materials.length, online) === 'ready'
      ? 'ready'
      : !online && (fabricsState !== 'loading' || materialsState !== 'loading')
        ? 'offline'
        : 'loading';
  return { fabrics, materials, customFabrics, status: status as ContentStatus };
}

export function usePatternsContent() {
  const [patterns, state, online] = useUnit([$sewingPatterns, $sewingPatternsState, $online]);
  const sorted = [...patterns].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return { patterns: sorted, status: statusOf(state, patterns.length, online) };
}

export function useInspirationsContent() {
  const [inspirations, state, online] = useUnit([$inspirations, $inspirationsState, $online]);
  const sorted = [...inspirations].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return { inspirations: sorted, status: statusOf(state, inspirations.length, online) };
}
