/**
 * The content answers' checks against the API contract (zod), as one function of plain data: the content-check worker
 * runs it off the page's main thread, and the page runs it itself where no worker can (tests, a refused worker).
 */
/** The published content's lists. */
export type ContentName = 'fabrics' | 'materials' | 'sewing-patterns' | 'inspirations';

export type ContentCheck = { kind: 'list'; name: ContentName; metaOnly: boolean } | { kind: 'pattern-sizes' };

/** What a check answers: the answer as the contract allows it (unknown keys dropped), or what is wrong with it. */
export type CheckResult = { ok: true; data: unknown } | { ok: false; issues: string[] };

export async function runContentCheck(check: ContentCheck, answer: unknown): Promise<CheckResult> {
  const contract = await import('@nahtlos/contract/content');
  const schema =
    check.kind === 'pattern-sizes'
      ? contract.patternSizesResponse
      : check.metaOnly
        ? contract.contentMetaResponse
        : {
            fabrics: contract.fabricsResponse,
            materials: contract.materialsResponse,
            'sewing-patterns': contract.sewingPatternsResponse,
            inspirations: contract.inspirationsResponse,
          }[check.name];
  const result = schema.safeParse(answer);
  return result.success ? { ok: true, data: result.data } : { ok: false, issues: issuesOf(result.error) };
}

const issuesOf = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.slice(0, 5).map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
