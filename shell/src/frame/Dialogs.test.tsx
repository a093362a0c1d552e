import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmDialog, showDialog } from '@nahtlos/platform';
import { Dialogs } from './Dialogs';

// jsdom has the <dialog> element without its modal methods
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

describe('the frame dialogs', () => {
  it('a destructive confirmation: its action is the red button, the other one plain, both in the one button row', async () => {
    render(<Dialogs />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDialog('Design löschen', 'Willst du das Design wirklich löschen?', 'Löschen', 'Abbrechen', { destructive: true });
    });
    const dialog = screen.getByRole('dialog', { name: 'Design löschen' });
    expect(dialog).toHaveAccessibleDescription('Willst du das Design wirklich löschen?');
    const remove = within(dialog).getByRole('button', { name: 'Löschen' });
    const cancel = within(dialog).getByRole('button', { name: 'Abbrechen' });
    expect(remove).toHaveClass('nt-button', 'nt-button--danger');
    expect(remove).not.toHaveClass('nt-button--dark');
    expect(cancel).toHaveClass('nt-button');
    expect(cancel).not.toHaveClass('nt-button--danger');
    expect(remove.parentElement).toBe(cancel.parentElement);
    expect(remove.parentElement).toHaveClass('frame-dialog-buttons');
    await userEvent.click(remove);
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('three actions of a dialog: in their order, the primary one dark, none red', async () => {
    render(<Dialogs />);
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = showDialog({
        title: 'Stoff gespeichert',
        message: 'Dein Stoff ist gespeichert.',
        buttons: [
          { id: 'new', label: 'Neuen Stoff fotografieren' },
          { id: 'library', label: 'Stoffbibliothek anzeigen', primary: true },
          { id: 'close', label: 'Schließen' },
        ],
      });
    });
    const buttons = within(screen.getByRole('dialog', { name: 'Stoff gespeichert' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Neuen Stoff fotografieren', 'Stoffbibliothek anzeigen', 'Schließen']);
    expect(buttons.map((button) => button.className)).toEqual(['nt-button', 'nt-button nt-button--dark', 'nt-button']);
    await userEvent.click(buttons[2]);
    await expect(answer).resolves.toBe('close');
  });
});
