import { strings } from './strings';

/**
 * Why a remote is not shown: it could not be loaded (network, 404, broken script, mount error), it
 * needs a newer platform than the loaded one, or it was built for an older one (it is being redeployed).
 */
export type RemoteNotice = 'failed' | 'needsNewerApp' | 'updating';

const noticeTexts = {
  failed: { title: strings.frame.remoteFailedTitle, text: strings.frame.remoteFailedText, button: strings.frame.retry },
  needsNewerApp: { title: strings.frame.remoteNeedsNewerAppTitle, text: strings.frame.remoteNeedsNewerAppText, button: strings.frame.reload },
  updating: { title: strings.frame.remoteUpdatingTitle, text: strings.frame.remoteUpdatingText, button: strings.frame.retry },
};

/** The notice's markup for the host's page (fixed texts: nothing to escape): the browser draws it again with a working button. */
export function remoteFallbackHtml(notice: RemoteNotice): string {
  const { title, text, button } = noticeTexts[notice];
  return `<main class="nt-page remote-fallback" data-notice="${notice}" role="alert"><h1>${title}</h1><p>${text}</p><button type="button" class="nt-button nt-button--dark">${button}</button></main>`;
}

/**
 * The German notice in a remote's place with one button (try again, or reload the page), drawn with
 * plain DOM: the root config stays free of React, and this must work when nothing else has loaded.
 */
export function renderRemoteFallback(container: HTMLElement, notice: RemoteNotice, onAction: () => Promise<void>): void {
  const texts = noticeTexts[notice];
  container.replaceChildren();
  const box = document.createElement('main');
  box.className = 'nt-page remote-fallback';
  box.dataset.notice = notice;
  box.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = texts.title;
  const text = document.createElement('p');
  text.textContent = texts.text;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'nt-button nt-button--dark';
  button.textContent = texts.button;
  button.addEventListener('click', async () => {
    button.disabled = true;
    button.textContent = strings.frame.retrying;
    await onAction();
    // still here when the retry failed again: allow another try
    button.disabled = false;
    button.textContent = texts.button;
  });
  box.append(title, text, button);
  container.append(box);
}

/** A quiet loading line for slow networks (shown only if loading takes noticeable time). */
export function renderLoading(container: HTMLElement): () => void {
  const timer = setTimeout(() => {
    const line = document.createElement('p');
    line.className = 'nt-page remote-loading';
    line.setAttribute('role', 'status');
    line.textContent = strings.frame.loading;
    container.replaceChildren(line);
  }, 300);
  return () => clearTimeout(timer);
}
