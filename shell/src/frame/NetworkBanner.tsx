import { useUnit } from 'effector-react';
import { $online } from '@nahtlos/platform';
import { strings } from '../strings';

/** Live online/offline banner (the store is fed by the browser's online/offline events). */
export function NetworkBanner() {
  const online = useUnit($online);
  if (online) return null;
  return (
    <div className="frame-banner" role="status" aria-live="polite">
      {strings.frame.offline}
    </div>
  );
}
