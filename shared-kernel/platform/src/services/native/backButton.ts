/**
 * Android's hardware back button follows the page header's back target: it presses the header's
 * back button (which knows `backTo`, or goes one step back). An open dialog is cancelled first (as
 * Escape does). A page without a header back button (the tabs): back in history, and on the start
 * page the app closes.
 */
import { App } from '@capacitor/app';

export function headerBackButton(doc: Document = document): HTMLButtonElement | null {
  return doc.querySelector<HTMLButtonElement>('#main-header button[data-nt-back]');
}

export async function followHeaderOnBackButton(win: Window = window): Promise<() => void> {
  const handle = await App.addListener('backButton', () => {
    const dialog = win.document.querySelector('dialog[open]');
    if (dialog) {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
      return;
    }
    const back = headerBackButton(win.document);
    if (back) back.click();
    else if (win.location.pathname === '/' || win.history.length <= 1) void App.exitApp();
    else win.history.back();
  });
  return () => void handle.remove();
}
