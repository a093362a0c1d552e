import { useUnit } from 'effector-react';
import { $online, loadContent } from '@nahtlos/platform';
import { strings } from '../strings';

const t = strings.configurator;

/**
 * Content the page needs could not be loaded and no copy is stored: a German error with a retry
 * instead of a loading line forever. Offline it says so (the platform loads again when the connection is back).
 */
export function ContentFailed() {
  const online = useUnit($online);
  return (
    <div className="cfg-content-failed" role="alert">
      <p>{online ? t.contentFailed : t.contentOffline}</p>
      <button type="button" className="nt-button" onClick={() => void loadContent()}>
        {strings.frame.retry}
      </button>
    </div>
  );
}
