import type { KeyboardEvent } from 'react';

const ROW_KEYS = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End'];

/** Moves the focus to the row's button the key points at; returns it (null when the key is not the row's). */
function focusButtonFor(event: KeyboardEvent<HTMLElement>): HTMLButtonElement | null {
  if (!ROW_KEYS.includes(event.key)) return null;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])'));
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0 || buttons.length === 0) return null;
  event.preventDefault();
  let next = index;
  if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % buttons.length;
  if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + buttons.length) % buttons.length;
  if (event.key === 'Home') next = 0;
  if (event.key === 'End') next = buttons.length - 1;
  buttons[next].focus();
  buttons[next].scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  return next === index ? null : buttons[next];
}

/**
 * Arrow keys (and Home/End) move the focus between the buttons of a row; Tab leaves the row.
 * Buttons keep their natural tab stop, so the row is usable with Tab alone as well.
 */
export function rowKeys(event: KeyboardEvent<HTMLElement>): void {
  focusButtonFor(event);
}

/**
 * A row whose buttons are one choice (the areas): the arrow keys select the button they move to, like a radio
 * group — as the drawing's areas do, and as the configurator's hint says ('Pfeiltasten wechseln den Bereich.').
 * The row has one tab stop, its selected button (the row sets tabIndex), so Tab goes on to the next row.
 */
export function selectingRowKeys(event: KeyboardEvent<HTMLElement>): void {
  focusButtonFor(event)?.click();
}
