import { useId } from 'react';
import { Link, type Fabric, type SewingPattern, type StashEntry as StoredStashEntry } from '@nahtlos/platform';
import type { StashMatch } from '@nahtlos/stash';
import { ImageWithPlaceholder } from '@nahtlos/ui';
import { strings } from '../../strings';
import { tryOutHref } from './tryOutHref';

const t = strings.whatToSew;

/** A stash entry as a suggestion shows it. */
export type StashPiece = { entry: StoredStashEntry; fabric: Fabric };

/** One pattern the stash can make: its picture and name, per used piece its fabric, size, areas and what is left, 'Ausprobieren'. */
export function MatchCard({ match, pattern, pieces }: { match: StashMatch; pattern: SewingPattern; pieces: ReadonlyMap<string, StashPiece> }) {
  const areaName = (id: string) => pattern.areas.find((area) => area.id === id)?.name ?? id;
  const fabricOfArea = Object.fromEntries(Object.entries(match.assignment).flatMap(([areaId, entryId]) => {
    const piece = pieces.get(entryId);
    return piece ? [[areaId, piece.fabric.id]] : [];
  }));
  const titleId = useId();
  return (
    <li className="ws-match" aria-labelledby={titleId}>
      <ImageWithPlaceholder className="ws-match__image" src={pattern.previewPath} alt="" width={120} height={120} loading="lazy" decoding="async" />
      <div className="ws-match__body">
        <h2 className="ws-match__name" id={titleId}>
          {pattern.name}
        </h2>
        <p className="ws-match__score">{t.usesUp(Math.round(match.score * 10) / 10)}</p>
        <ul className="ws-uses">
          {match.uses.map((use) => {
            const piece = pieces.get(use.entryId);
            return (
              <li key={use.entryId} className="ws-use">
                <span className="ws-use__fabric">{piece?.fabric.name ?? t.unknownFabric}</span>
                <span className="ws-use__areas">
                  {piece ? <span className="ws-use__size">{t.pieceSize(piece.entry.lengthCm, piece.entry.widthCm)} · </span> : null}
                  {t.areasLabel} {use.areaIds.map(areaName).join(', ')}
                </span>
                {/* (rounded down: never more than there is) */}
                <span className="ws-use__enough">{t.enough(Math.floor(use.leftoverCm))}</span>
              </li>
            );
          })}
        </ul>
        <Link className="nt-button nt-button--yellow" to={tryOutHref(pattern.id, pattern.areas, fabricOfArea)} aria-label={t.tryOutLabel(pattern.name)}>
          {t.tryOut}
        </Link>
      </div>
    </li>
  );
}
