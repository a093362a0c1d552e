/**
 * Content answers are checked at the edge against the API contract before they are shown or stored.
 * The schemas (and zod) load on the first check, so they stay out of the first page's JavaScript.
 */
import type { PatternSize } from '../../domain/types';
import type { ContentQuery, ContentResponse } from '../api/endpoints';
import { yieldToMain } from '../scheduling';

export type ContentName = 'fabrics' | 'materials' | 'sewing-patterns' | 'inspirations';

/** A content answer the contract does not allow; `issues` name the fields (path: message). */
export class ContentShapeError extends Error {
  constructor(
    readonly content: ContentName | 'pattern-sizes',
    readonly issues: string[],
  ) {
    super(`Content '${content}' does not match the API contract: ${issues.join('; ')}`);
  }
}

/** The answer as the contract allows it (unknown keys dropped), or a ContentShapeError. */
export async function checkContentAnswer<T>(name: ContentName, answer: unknown, query: ContentQuery = {}): Promise<ContentResponse<T>> {
  const contract = await import('@nahtlos/contract/content');
  // the first check has just run zod and the schemas: each answer is checked in a task of its own
  await yieldToMain();
  const lists = {
    fabrics: contract.fabricsResponse,
    materials: contract.materialsResponse,
    'sewing-patterns': contract.sewingPatternsResponse,
    inspirations: contract.inspirationsResponse,
  };
  const result = (query.metaOnly ? contract.contentMetaResponse : lists[name]).safeParse(answer);
  if (!result.success) throw new ContentShapeError(name, issuesOf(result.error));
  return result.data as ContentResponse<T>;
}

/** One pattern's sizes (`GET /api/app/sewing-patterns/:id/sizes`) as the contract allows them, or a ContentShapeError. */
export async function checkPatternSizesAnswer(answer: unknown): Promise<PatternSize[]> {
  const { patternSizesResponse } = await import('@nahtlos/contract/content');
  const result = patternSizesResponse.safeParse(answer);
  if (!result.success) throw new ContentShapeError('pattern-sizes', issuesOf(result.error));
  return result.data.sizes;
}

const issuesOf = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.slice(0, 5).map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
