import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $toasts, toastDismissed } from '@nahtlos/platform';

const TOAST_MS = 3500;

export function Toasts() {
  const [toasts, dismiss] = useUnit([$toasts, toastDismissed]);
  useEffect(() => {
    const timers = toasts.map((toast) => setTimeout(() => dismiss(toast.id), TOAST_MS));
    return () => timers.forEach(clearTimeout);
  }, [toasts, dismiss]);
  return (
    <div className="frame-toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className="frame-toast">
          {toast.text}
        </div>
      ))}
    </div>
  );
}
