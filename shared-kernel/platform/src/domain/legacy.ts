/**
 * Old pattern ids (from earlier app versions) → current ids, through the content's legacy table
 * (SPEC section 3). Area ids are unified through the same entry. Pure.
 */
import type { LegacyEntry, ProjectPattern } from './types';

export function convertLegacyPattern(pattern: ProjectPattern, legacy: LegacyEntry[]): ProjectPattern {
  const entry = legacy.find((candidate) => candidate.oldId === String(pattern.id));
  if (!entry) return pattern;
  return {
    ...pattern,
    id: entry.patternId,
    areas: pattern.areas.map((area) => ({ ...area, id: entry.areas[area.id] ?? area.id })),
  };
}
