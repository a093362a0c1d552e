import { strings } from '../strings';
import { WidePage } from './WidePage';

/** A design's details page while the design (or the page's own code, routes.tsx) is on its way. */
export function DetailsLoading() {
  return (
    <WidePage title={strings.titles.details} backTo="/profile">
      <p className="cfg-note">{strings.configurator.loading}</p>
    </WidePage>
  );
}
