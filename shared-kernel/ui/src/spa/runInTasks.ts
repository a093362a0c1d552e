import { yieldToMain } from '@nahtlos/platform';

/**
 * Runs `steps` one after another, each in a task of its own: typically a remote's model modules evaluated layer by
 * layer (`import(/* webpackMode: "eager" *\/ …)`: the same chunk, no request), where evaluating all of them at once is
 * one long task on a phone (issue 41). A module is evaluated once: a later step that imports it finds it done.
 */
export async function runInTasks(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await step();
    await yieldToMain();
  }
}
