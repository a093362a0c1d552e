/**
 * The bus: every event and store that crosses app boundaries, in one place — the session, the
 * network, the user's lists and the content the screens show, purchases, navigation, the frame's
 * toasts and dialogs. The services that fill the stores are effects in `services/kernel.ts`.
 *
 * Naming: events are facts in past tense (`loggedOut`, `projectsRead`), requests say so
 * (`navigationRequested`), stores start with `$`, effects end in `Fx`. Apps import these units by
 * name from '@nahtlos/platform'; because the platform is a Module Federation singleton, all apps
 * share these very objects.
 */
// In three modules, each evaluated in a task of its own at the start (shell/src/index.ts): the session, network and
// the account's lists; the published content; inspirations, purchase, navigation and the frame.
export * from './account';
export * from './content';
export * from './frame';

