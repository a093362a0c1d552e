import { memo, useDeferredValue, useEffect, useRef, type CSSProperties, type RefObject } from 'react';
import { useGate, useUnit } from 'effector-react';
import { useLocation, useNavigate, useParams, type Fabric, type SewingPattern } from '@nahtlos/platform';
import { RedoIcon, scrollFadeAttributes, UndoIcon, useScrollEdges } from '@nahtlos/ui';
import { strings } from '../../strings';
import { rowKeys } from '../../components/rowKeys';
import { WidePage } from '../../components/WidePage';
import { ScrollRow } from '../../components/ScrollRow';
import { FabricButton } from './FabricButton';
import { NotFound } from '../../components/NotFound';
import { ContentFailed } from '../../components/ContentFailed';
import { preloadTiles } from '../../drawing/media';
import { resumesDesign } from '../../pendingSave';
import { DrawingView } from './DrawingView';
import { LookRow } from './LookRow';
import { SizeAndYardage } from './SizeAndYardage';
import * as model from './model';

const t = strings.configurator;

export function ConfiguratorPage({ mode }: { mode: 'new' | 'edit' }) {
  const params = useParams();
  const id = (mode === 'new' ? params.patternId : params.projectId) ?? '';
  useGateFromFirstRender({ navigate: useNavigate(), mode, id, resume: resumesDesign(useLocation().state) });
  const { source, contentFailed, offeringDraft, undo, redo } = useUnit({
    source: model.$source,
    contentFailed: model.$contentFailed,
    offeringDraft: model.$offeringDraft,
    undo: model.undo,
    redo: model.redo,
  });
  const ready = source.status === 'ready' ? source.pattern : null;
  // The editor's first appearance (the drawing, rows of fabric buttons) renders in the background when the
  // content arrives: the store update renders synchronously, and with the editor it was one long task.
  // Once shown, a new pattern renders at once (never the editor of the pattern before).
  const shownBefore = useDeferredValue(ready);
  const pattern = ready && shownBefore ? ready : null;
  const pageRef = useRef<HTMLDivElement>(null);
  useHeaderBack(pageRef);
  useUnloadGuard();

  // undo/redo shortcuts: Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z (and Ctrl+Y)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  if (source.status === 'missing') {
    return source.what === 'project' ? (
      <NotFound title={t.projectNotFoundTitle} text={t.projectNotFoundText} to="/profile" linkText={t.toProfile} />
    ) : (
      <NotFound title={t.patternNotFoundTitle} text={t.patternNotFoundText} to="/configurator" linkText={t.toPatterns} />
    );
  }
  const saveLabel = mode === 'edit' ? t.save : t.finish;
  return (
    <WidePage
      className="cfg-main"
      title={strings.titles.configurator}
      backTo={mode === 'edit' ? `/details/${id}` : '/configurator'}
      tickmark="savePatterns"
      tickmarkLabel={saveLabel}
    >
      <div className="cfg-page" ref={pageRef}>
        {offeringDraft ? (
          <DraftOffer />
        ) : pattern ? (
          <Editor pattern={pattern} saveLabel={saveLabel} />
        ) : contentFailed && !ready ? (
          <ContentFailed />
        ) : (
          <p className="cfg-note">{t.loading}</p>
        )}
      </div>
    </WidePage>
  );
}

/**
 * The page's gate, open from its first render: useGate opens it in an effect, after the first render, which
 * would then show the loading line for a moment where the shell's host painted the editor with the content
 * (a new design resolves synchronously once the gate is open). Opening it again in useGate's effect changes
 * nothing; useGate closes it when the page goes.
 */
function useGateFromFirstRender(props: model.ConfiguratorGateProps) {
  const open = useUnit(model.ConfiguratorGate.open);
  const openedRef = useRef(false);
  if (!openedRef.current) {
    openedRef.current = true;
    open(props);
  }
  useGate(model.ConfiguratorGate, props);
}

/**
 * The page header's ← (Android's hardware back presses it too) goes through the model: it asks before
 * unsaved changes are lost, and an edit steps back to its details instead of adding an entry. The kit's
 * header has no onBack, so its click is taken before React's handler sees it (capture on document).
 */
function useHeaderBack(pageRef: RefObject<HTMLElement | null>) {
  const backRequested = useUnit(model.backRequested);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const back = event.target instanceof Element ? event.target.closest('[data-nt-back]') : null;
      const page = pageRef.current?.closest('main');
      if (!back || !page?.contains(back)) return;
      event.preventDefault();
      event.stopPropagation();
      backRequested();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [pageRef, backRequested]);
}

/** Closing or reloading the tab with unsaved changes asks the browser's question (the draft is kept anyway). */
function useUnloadGuard() {
  const dirty = useUnit(model.$dirty);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers ask only when a return value is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

/** A draft of this route differs from its start: continue it, or start from the pattern / the saved project. */
function DraftOffer() {
  const { resume, discard } = useUnit({ resume: model.draftResumed, discard: model.draftDiscarded });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the choice replaces the editor: focus goes to it so a screen reader reads the question first
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="cfg-draft" aria-labelledby="cfg-draft-title">
      <h2 id="cfg-draft-title" tabIndex={-1} ref={headingRef}>
        {t.draftTitle}
      </h2>
      <p>{t.draftText}</p>
      <div className="cfg-draft-actions">
        <button type="button" className="nt-button nt-button--yellow" onClick={() => resume()}>
          {t.draftResume}
        </button>
        <button type="button" className="nt-button" onClick={() => discard()}>
          {t.draftDiscard}
        </button>
      </div>
    </section>
  );
}

function Editor({ pattern, saveLabel }: { pattern: SewingPattern; saveLabel: string }) {
  const { opened, editorShown } = useUnit({ opened: model.$pattern, editorShown: model.editorShown });
  const shownId = opened?.id === pattern.id ? pattern.id : null;
  useEffect(() => {
    if (shownId) editorShown(shownId);
  }, [shownId, editorShown]);
  if (opened?.id !== pattern.id) return <p className="cfg-note">{t.loading}</p>;
  // each row subscribes only to what it shows: choosing a fabric re-renders the area chips and the
  // fabric row, nothing else (the drawing follows the model outside React)
  // the drawing's aspect ratio sizes its column from 768 px: as tall as the screen allows
  const aspect = { '--cfg-aspect': String((pattern.width || 500) / (pattern.height || 600)) } as CSSProperties;
  return (
    <div className="cfg" style={aspect}>
      <div className="cfg-controls">
        <AreaRow pattern={pattern} />
        <MaterialRow />
        <FabricRow pattern={pattern} />
        <VariationRow />
        <LookRow />
        <SizeAndYardage />
      </div>
      <MemoDrawingView pattern={pattern} />
      <Actions saveLabel={saveLabel} />
      <Announcer />
    </div>
  );
}

const MemoDrawingView = memo(DrawingView);

function AreaRow({ pattern }: { pattern: SewingPattern }) {
  const { selected, fills, index, selectArea } = useUnit({
    selected: model.$selectedAreaId,
    fills: model.$fills,
    index: model.$fabricIndex,
    selectArea: model.areaSelected,
  });
  // one tab stop in the row: the selected area (the first while none is)
  const tabStop = pattern.areas.some((area) => area.id === selected) ? selected : pattern.areas[0]?.id;
  return (
    <ScrollRow className="cfg-row" label={t.areas} selects>
      {pattern.areas.map((area) => (
        <AreaChip
          key={area.id}
          id={area.id}
          name={area.name}
          selected={selected === area.id}
          tabStop={tabStop === area.id}
          fill={fills[area.id] ? index.get(fills[area.id] as string) : undefined}
          onSelect={selectArea}
        />
      ))}
    </ScrollRow>
  );
}

function MaterialRow() {
  const { materials, material, materialSelected } = useUnit({
    materials: model.$areaMaterials,
    material: model.$selectedMaterial,
    materialSelected: model.materialSelected,
  });
  if (materials.length === 0) return null;
  return (
    <ScrollRow className="cfg-row" label={t.materials}>
      {materials.map((candidate) => (
        <button
          key={candidate.id}
          type="button"
          className="cfg-chip"
          aria-pressed={material?.id === candidate.id}
          onClick={() => materialSelected(candidate.id)}
        >
          {candidate.name}
        </button>
      ))}
    </ScrollRow>
  );
}

/** Fabrics a new list shows at once: more than a phone's row or a desktop's column shows without scrolling. */
const FABRICS_AT_ONCE = 20;

function FabricRow({ pattern }: { pattern: SewingPattern }) {
  const { fabrics, currentFill, selected, chooseFabric } = useUnit({
    fabrics: model.$visibleFabrics,
    currentFill: model.$currentFill,
    selected: model.$selectedAreaId,
    chooseFabric: model.fabricChosen,
  });
  const rowRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(rowRef);
  const scrolledRef = useRef(false);
  // a new area or material starts the row at its beginning; a row never scrolled is there already (writing
  // scrollLeft forces a layout: in the first render that made the configurator's start one long task)
  useEffect(() => {
    if (scrolledRef.current && rowRef.current) rowRef.current.scrollTo(0, 0);
    preloadTiles(fabrics.slice(0, 24).map((fabric) => fabric.path));
  }, [fabrics]);
  // a new list (another area or material) shows its first fabrics in the click's frame and the rest in a render
  // React may interrupt: mounting all ~50 buttons at once kept a phone from painting the new area for 100+ ms
  const listShown = useDeferredValue(fabrics);
  const shown = listShown === fabrics ? fabrics : fabrics.slice(0, FABRICS_AT_ONCE);
  const areaName = pattern.areas.find((area) => area.id === selected)?.name ?? '';
  return (
    <div
      className="cfg-fabrics nt-scroll-fade"
      role="group"
      aria-label={`${t.fabrics}: ${areaName}`}
      onKeyDown={rowKeys}
      onScroll={(event) => (scrolledRef.current = event.currentTarget.scrollLeft !== 0 || event.currentTarget.scrollTop !== 0)}
      ref={rowRef}
      {...scrollFadeAttributes(edges)}
    >
      {fabrics.length === 0 ? <p className="cfg-note">{t.noFabrics}</p> : null}
      {shown.map((fabric) => (
        <FabricButton key={fabric.id} fabric={fabric} pressed={currentFill === fabric.id} onChoose={chooseFabric} />
      ))}
    </div>
  );
}

function VariationRow() {
  const { material, variations, variationToggled } = useUnit({
    material: model.$selectedMaterial,
    variations: model.$selectedVariations,
    variationToggled: model.variationToggled,
  });
  if (!material || material.variations.length === 0) return null;
  return (
    <ScrollRow className="cfg-row cfg-row--small" label={t.variations}>
      {material.variations.map((variation) => (
        <button
          key={variation.id}
          type="button"
          className="cfg-chip cfg-chip--small"
          aria-pressed={variations.includes(variation.id)}
          onClick={() => variationToggled(variation.id)}
        >
          {variation.name}
        </button>
      ))}
    </ScrollRow>
  );
}

function Actions({ saveLabel }: { saveLabel: string }) {
  const { canUndo, canRedo, saving, undo, redo, saveRequested } = useUnit({
    canUndo: model.$canUndo,
    canRedo: model.$canRedo,
    saving: model.$saving,
    undo: model.undo,
    redo: model.redo,
    saveRequested: model.saveRequested,
  });
  return (
    <div className="cfg-actions">
      <button type="button" className="cfg-round" aria-label={t.undo} title={`${t.undo} (Strg+Z)`} disabled={!canUndo} onClick={() => undo()}>
        <UndoIcon size={22} aria-hidden="true" />
      </button>
      <button type="button" className="cfg-round" aria-label={t.redo} title={`${t.redo} (Strg+Umschalt+Z)`} disabled={!canRedo} onClick={() => redo()}>
        <RedoIcon size={22} aria-hidden="true" />
      </button>
      <button type="button" className="nt-button nt-button--yellow cfg-save" aria-busy={saving} onClick={() => saveRequested()}>
        {saving ? t.saving : saveLabel}
      </button>
    </div>
  );
}

function Announcer() {
  const text = useUnit(model.$announcement);
  return (
    <p className="nt-visually-hidden" aria-live="polite">
      {text}
    </p>
  );
}

const AreaChip = memo(function AreaChip({
  id,
  name,
  selected,
  tabStop,
  fill,
  onSelect,
}: {
  id: string;
  name: string;
  selected: boolean;
  tabStop: boolean;
  fill: Fabric | undefined;
  onSelect: (id: string) => void;
}) {
  return (
    <button
      type="button"
      className="cfg-chip cfg-chip--area"
      aria-pressed={selected}
      tabIndex={tabStop ? 0 : -1}
      data-area-button={id}
      onClick={() => onSelect(id)}
    >
      <span className="cfg-chip-swatch" aria-hidden="true" style={swatchStyle(fill)} />
      {name}
    </button>
  );
});

function swatchStyle(fabric: Fabric | undefined) {
  if (!fabric) return { background: '#ffffff' };
  const image = fabric.thumbnail ?? (fabric.isCustom ? fabric.path : null);
  // the colour under the image stays when the image cannot load (offline)
  if (image) return { backgroundImage: `url("${encodeURI(image)}")`, backgroundSize: 'cover', backgroundColor: fabric.color ?? 'var(--nt-line)' };
  return { background: fabric.color ?? '#ffffff' };
}
