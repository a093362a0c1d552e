import type { KeyboardEvent } from 'react';

/**
 * Arrow keys (and Home/End) move the focus between the buttons of a row; Tab leaves the row.
 * Buttons keep their natural tab stop, so the row is usable with Tab alone as well.
 */
export function rowKeys(event: KeyboardEvent<HTMLElement>): void {
  const keys = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])'));
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0 || buttons.length === 0) return;
  event.preventDefault();
  let next = index;
  if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % buttons.length;
  if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + buttons.length) % buttons.length;
  if (event.key === 'Home') next = 0;
  if (event.key === 'End') next = buttons.length - 1;
  buttons[next].focus();
  buttons[next].scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}
