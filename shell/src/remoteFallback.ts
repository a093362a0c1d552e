import { strings } from './strings';

/**
 * The German "could not be loaded" notice with a retry button, drawn with plain DOM: the root
 * config stays free of React, and this must work when nothing else has loaded.
 */
export function renderRemoteFallback(container: HTMLElement, onRetry: () => Promise<void>): void {
  container.replaceChildren();
  const box = document.createElement('main');
  box.className = 'nt-page remote-fallback';
  box.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = strings.frame.remoteFailedTitle;
  const text = document.createElement('p');
  text.textContent = strings.frame.remoteFailedText;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'nt-button nt-button--dark';
  button.textContent = strings.frame.retry;
  button.addEventListener('click', async () => {
    button.disabled = true;
    button.textContent = strings.frame.retrying;
    await onRetry();
    // still here when the retry failed again: allow another try
    button.disabled = false;
    button.textContent = strings.frame.retry;
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
