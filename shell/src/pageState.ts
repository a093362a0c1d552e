import { adoptPageState } from '@nahtlos/platform';

/** The state the host rendered the page with (effector's serialize(scope), by SID), or null: a page no host rendered. */
export function pageState(): Record<string, unknown> | null {
  const text = document.getElementById('nahtlos-state')?.textContent; // the layout's `state` fragment
  if (!text) return null;
  try {
    const values: unknown = JSON.parse(text);
    return values && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, unknown>) : null;
  } catch (error) {
    console.error('[nahtlos] the page state could not be read', error);
    return null;
  }
}

/** The page's state into the platform's stores before any app mounts: their first render then matches the host's markup. */
export function adoptServerState(): void {
  const values = pageState();
  if (values) adoptPageState(values);
}
