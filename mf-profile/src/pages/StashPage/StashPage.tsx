import { useMemo, useState } from 'react';
import { useGate, useUnit } from 'effector-react';
import { $customFabrics, $fabrics, $materials, $stash, $stashState, useLocation, useNavigate, type Fabric, type StashEntry } from '@nahtlos/platform';
import { AccentButton, ImageWithPlaceholder, PageHeader } from '@nahtlos/ui';
import { strings } from '../../strings';
import { fabricChoicesOf } from './fabricChoices';
import { removeClicked, StashPageGate } from './model';
import { StashEntryForm } from './StashEntryForm';
import './stash.css';

const t = strings.stash;

/** '2026-03-12' → '12.03.2026', as German dates are written. */
const germanDay = (day: string) => day.split('-').reverse().join('.');

/** `?fabric=<id>` (a fabric's 'In meinen Vorrat'): the add form opens with that fabric chosen. */
const fabricParam = (search: string) => new URLSearchParams(search).get('fabric');

type Editing = { entry: StashEntry | null; fabricId: string | null } | null;

/** 'Mein Stoffvorrat' (issue 40): the pieces of fabric the user owns, with their size; added, edited and removed here. */
export function StashPage() {
  useGate(StashPageGate, { navigate: useNavigate() });
  const { search } = useLocation();
  const [entries, state, fabrics, materials, own] = useUnit([$stash, $stashState, $fabrics, $materials, $customFabrics]);
  const choices = useMemo(() => fabricChoicesOf(fabrics, materials, own), [fabrics, materials, own]);
  const asked = fabricParam(search);
  const [editing, setEditing] = useState<Editing>(() => (asked ? { entry: null, fabricId: asked } : null));

  return (
    <main className="nt-page nt-page--wide st-page">
      <PageHeader title={t.title} backTo="/profile" />
      <p className="st-intro">{t.intro}</p>
      {editing ? (
        <StashEntryForm key={editing.entry?.id ?? `new:${editing.fabricId ?? ''}`} entry={editing.entry} fabricId={editing.fabricId} choices={choices} onDone={() => setEditing(null)} />
      ) : (
        <div className="st-actions">
          <button type="button" className="nt-button nt-button--dark" onClick={() => setEditing({ entry: null, fabricId: null })}>
            {t.add}
          </button>
          {entries.length ? (
            <AccentButton to="/stash/sew" variant="yellow">
              {t.sew}
            </AccentButton>
          ) : null}
        </div>
      )}
      {state !== 'loaded' ? (
        <p className="st-empty">{t.loading}</p>
      ) : entries.length === 0 ? (
        <p className="st-empty">{t.empty}</p>
      ) : (
        <>
          <p className="st-count">{t.count(entries.length)}</p>
          <ul className="st-list" aria-label={t.listLabel}>
            {entries.map((entry) => (
              <EntryCard key={entry.id} entry={entry} fabric={choices.byId.get(entry.fabricId)} onEdit={() => setEditing({ entry, fabricId: null })} />
            ))}
          </ul>
        </>
      )}
    </main>
  );
}

function EntryCard({ entry, fabric, onEdit }: { entry: StashEntry; fabric: Fabric | undefined; onEdit: () => void }) {
  const remove = useUnit(removeClicked);
  const name = fabric?.name ?? t.unknownFabric;
  const image = fabric ? (fabric.thumbnail ?? (fabric.isCustom ? fabric.path : null)) : null;
  return (
    <li className="st-entry">
      {image ? (
        <ImageWithPlaceholder className="st-entry__image" src={image} alt="" width={72} height={72} loading="lazy" decoding="async" />
      ) : (
        <span className="st-entry__image st-entry__swatch" style={{ background: fabric?.color ?? '#ffffff' }} />
      )}
      <div className="st-entry__body">
        <h3 className="st-entry__name">{name}</h3>
        <p className="st-entry__size">{t.size(entry.lengthCm, entry.widthCm)}</p>
        {entry.note ? <p className="st-entry__note">{entry.note}</p> : null}
        {entry.boughtOn ? <p className="st-entry__bought">{t.boughtOnLine(germanDay(entry.boughtOn))}</p> : null}
        <div className="st-entry__actions">
          <button type="button" className="nt-button" aria-label={t.editLabel(name)} onClick={onEdit}>
            {t.edit}
          </button>
          <button type="button" className="nt-button st-entry__remove" aria-label={t.removeLabel(name)} onClick={() => remove({ id: entry.id, name })}>
            {t.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
