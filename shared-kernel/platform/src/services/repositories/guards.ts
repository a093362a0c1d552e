/** Shape checks for records read back from storage (a failing record is set aside as corrupt). */
import type { CustomFabric, PatternProject, StashEntry } from '../../domain/types';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function isProject(value: unknown): value is PatternProject {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.updatedAt === 'number' &&
    isObject(value.sewingPattern) &&
    Array.isArray((value.sewingPattern as { areas?: unknown }).areas)
  );
}

export function isCustomFabric(value: unknown): value is CustomFabric {
  return isObject(value) && typeof value.id === 'string' && typeof value.name === 'string';
}

export function isStashEntry(value: unknown): value is StashEntry {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.fabricId === 'string' &&
    typeof value.lengthCm === 'number' &&
    typeof value.widthCm === 'number' &&
    typeof value.updatedAt === 'number'
  );
}

export const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');
