import { useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import { $dialogs, dialogClosed, type DialogButton, type DialogRequest } from '@nahtlos/platform';

/**
 * Hosts the dialogs any app opens through the kernel (confirmations, alerts, warnings). One to three actions,
 * of equal width: stacked on phones, side by side from 768 px (frame.css). A destructive action is red.
 */
export function Dialogs() {
  const dialogs = useUnit($dialogs);
  const current = dialogs[0];
  return current ? <Dialog key={current.id} dialog={current} /> : null;
}

function Dialog({ dialog }: { dialog: DialogRequest }) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeDialog = useUnit(dialogClosed);
  useEffect(() => {
    const element = ref.current;
    if (element && !element.open) element.showModal();
  }, []);
  const close = (buttonId: string | null) => closeDialog({ id: dialog.id, buttonId });
  return (
    <dialog
      ref={ref}
      className="frame-dialog"
      aria-labelledby={`dialog-${dialog.id}-title`}
      aria-describedby={`dialog-${dialog.id}-message`}
      onCancel={(event) => {
        event.preventDefault();
        close(null);
      }}
    >
      <h2 id={`dialog-${dialog.id}-title`}>{dialog.title}</h2>
      <p id={`dialog-${dialog.id}-message`}>{dialog.message}</p>
      <div className="frame-dialog-buttons">
        {dialog.buttons.map((button) => (
          <button
            key={button.id}
            type="button"
            className={buttonClass(button)}
            onClick={() => close(button.id)}
          >
            {button.label}
          </button>
        ))}
      </div>
    </dialog>
  );
}

/** A destructive action in the danger colour (white on red), the primary one dark, the others light. */
function buttonClass(button: DialogButton): string {
  if (button.destructive) return 'nt-button nt-button--danger';
  return button.primary ? 'nt-button nt-button--dark' : 'nt-button';
}
