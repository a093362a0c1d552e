import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { $customFabricsState, $fabricsState, $legacyPatterns, $materialsState, $sewingPatterns, $sewingPatternsState, convertLegacyPattern, getProject, logger, toastRequested, useNavigate, useParams, type Fabric, type ProjectPattern, type SewingPattern } from '@nahtlos/platform';
import { PageLayout } from '@nahtlos/ui';
import { strings } from '../../strings';
import { rowKeys } from '../../components/rowKeys';
import { NotFound } from '../../components/NotFound';
import { canvasToBlob, renderCanvas } from '../../drawing/canvasRender';
import { buildFinalSvg, previewSize } from '../../drawing/export';
import { preloadTiles } from '../../drawing/media';
import { extractParts } from '../../drawing/sanitize';
import { readPending, storePending } from '../../pendingSave';
import { DrawingView, type DrawingAssets } from './DrawingView';
import { configurator as model, toProjectPattern, type Fills, type SaveRequest } from './model';

const t = strings.configurator;

type Loaded =
  | { status: 'loading' }
  | { status: 'missing'; what: 'pattern' | 'project' }
  | { status: 'ready'; pattern: SewingPattern; fills: Fills; projectId: string | null };

function fillsOf(sewingPattern: ProjectPattern): Fills {
  const fills: Fills = {};
  for (const area of sewingPattern.areas) fills[area.id] = area.fabric ?? null;
  return fills;
}

/** Loads what the route asks for: a pattern (new design) or a saved project (edit), plus a pending save. */
function useDesignSource(mode: 'new' | 'edit', id: string): Loaded {
  const { patterns, patternsState, fabricsState, materialsState, customState, legacy } = useUnit({
    patterns: $sewingPatterns,
    patternsState: $sewingPatternsState,
    fabricsState: $fabricsState,
    materialsState: $materialsState,
    customState: $customFabricsState,
    legacy: $legacyPatterns,
  });
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  // content may be revalidated while the user designs: resolve once per route, never reset the fills
  const resolvedFor = useRef<string | null>(null);
  const contentReady = patternsState === 'loaded' && fabricsState === 'loaded' && materialsState === 'loaded' && customState === 'loaded';

  useEffect(() => {
    if (!contentReady) return;
    const key = `${mode}:${id}`;
    if (resolvedFor.current === key) return;
    resolvedFor.current = key;
    (async () => {
      const pending = readPending();
      if (mode === 'new') {
        const pattern = patterns.find((candidate) => candidate.id === id);
        if (!pattern) return setLoaded({ status: 'missing', what: 'pattern' });
        const restored = pending && pending.mode === 'new' && pending.patternId === id ? fillsOf(pending.sewingPattern) : {};
        return setLoaded({ status: 'ready', pattern, fills: restored, projectId: null });
      }
      const project = await getProject(id).catch((error) => {
        logger.error(`Project ${id} could not be read.`, error);
        return null;
      });
      if (resolvedFor.current !== key) return;
      if (!project) return setLoaded({ status: 'missing', what: 'project' });
      const sewingPattern =
        pending && pending.mode === 'edit' && pending.projectId === id
          ? pending.sewingPattern
          : convertLegacyPattern(project.sewingPattern, legacy);
      const pattern = patterns.find((candidate) => candidate.id === sewingPattern.id);
      if (!pattern) return setLoaded({ status: 'missing', what: 'pattern' });
      setLoaded({ status: 'ready', pattern, fills: fillsOf(sewingPattern), projectId: id });
    })();
  }, [contentReady, patterns, legacy, mode, id]);
  useEffect(
    () => () => {
      resolvedFor.current = 'unmounted';
    },
    [],
  );
  return loaded;
}

export function ConfiguratorPage({ mode }: { mode: 'new' | 'edit' }) {
  const params = useParams();
  const id = (mode === 'new' ? params.patternId : params.projectId) ?? '';
  const source = useDesignSource(mode, id);
  const navigate = useNavigate();
  const assets = useRef<DrawingAssets | null>(null);
  const onReady = useCallback((ready: DrawingAssets) => {
    assets.current = ready;
  }, []);

  const pattern = source.status === 'ready' ? source.pattern : null;
  useEffect(() => {
    if (source.status !== 'ready') return;
    model.opened({ pattern: source.pattern, fills: source.fills, mode, projectId: source.projectId });
    return () => model.closed();
  }, [source, mode]);

  // saving: final SVG + PNG (images inlined), kept temporarily, then the save screen replaces this entry
  useEffect(() => {
    model.saveFx.use(async (request: SaveRequest) => {
      const drawing = assets.current;
      if (!drawing) throw new Error('The drawing is not ready yet.');
      const index = model.$fabricIndex.getState();
      const fabrics: Record<string, Fabric | null> = {};
      for (const area of request.pattern.areas) fabrics[area.id] = request.fills[area.id] ? index.get(request.fills[area.id] as string) ?? null : null;
      performance.mark('cfg:build-start');
      const width = request.pattern.width || 500;
      const height = request.pattern.height || 600;
      const parts = extractParts(drawing.source, width, height);
      const size = previewSize(parts.viewBox[2], parts.viewBox[3]);
      const [svg, canvas] = await Promise.all([
        buildFinalSvg({ source: drawing.source, width, height, fills: fabrics, shadingHref: drawing.shadingHref }),
        renderCanvas({ parts, fills: fabrics, shadingHref: drawing.shadingHref, ...size }),
      ]);
      performance.mark('cfg:build-svg');
      const png = await canvasToBlob(canvas);
      performance.measure('cfg:build-png', 'cfg:build-svg');
      performance.measure('cfg:build', 'cfg:build-start');
      storePending(
        {
          mode: request.mode,
          patternId: request.pattern.id,
          projectId: request.projectId,
          sewingPattern: toProjectPattern(request.pattern, request.fills),
          svg,
          createdAt: Date.now(),
        },
        png,
      );
      navigate('/configuration/save', { replace: true });
    });
    const failed = model.saveFx.fail.watch(() => toastRequested(t.saveFailed));
    return () => failed();
  }, [navigate]);

  // undo/redo shortcuts: Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z (and Ctrl+Y)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        model.undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        model.redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (source.status === 'missing') {
    return source.what === 'project' ? (
      <NotFound title={t.projectNotFoundTitle} text={t.projectNotFoundText} to="/profile" linkText={t.toProfile} />
    ) : (
      <NotFound title={t.patternNotFoundTitle} text={t.patternNotFoundText} to="/configurator" linkText={t.toPatterns} />
    );
  }
  const saveLabel = mode === 'edit' ? t.save : t.finish;
  return (
    <PageLayout
      title={strings.titles.configurator}
      backTo={mode === 'edit' ? `/details/${id}` : '/configurator'}
      tickmark="savePatterns"
      tickmarkLabel={saveLabel}
    >
      {pattern ? <Editor pattern={pattern} saveLabel={saveLabel} onReady={onReady} /> : <p className="cfg-note">{t.loading}</p>}
    </PageLayout>
  );
}

/** Screen-reader announcements of selections and fills (one polite live region). */
const announced = createEvent<string>();
const $announcement = createStore('').on(announced, (_, text) => text);

function Editor({ pattern, saveLabel, onReady }: { pattern: SewingPattern; saveLabel: string; onReady: (assets: DrawingAssets) => void }) {
  const opened = useUnit(model.$pattern);
  useEffect(() => {
    const name = (areaId: string | null) => pattern.areas.find((area) => area.id === areaId)?.name ?? '';
    const offSelect = model.areaSelected.watch((areaId) => announced(t.selectedArea(name(areaId))));
    const offFill = model.fabricChosen.watch((fabricId) => {
      const fabric = model.$fabricIndex.getState().get(fabricId);
      if (fabric) announced(t.areaFilled(name(model.$selectedAreaId.getState()), fabric.name));
    });
    return () => {
      offSelect();
      offFill();
    };
  }, [pattern]);

  if (opened?.id !== pattern.id) return <p className="cfg-note">{t.loading}</p>;
  // each row subscribes only to what it shows: choosing a fabric re-renders the area chips and the
  // fabric row, nothing else (the drawing follows the model outside React)
  return (
    <div className="cfg">
      <div className="cfg-controls">
        <AreaRow pattern={pattern} />
        <MaterialRow />
        <FabricRow pattern={pattern} />
        <VariationRow />
      </div>
      <MemoDrawingView model={model} pattern={pattern} onReady={onReady} />
      <Actions saveLabel={saveLabel} />
      <Announcer />
    </div>
  );
}

const MemoDrawingView = memo(DrawingView);
const selectArea = (areaId: string) => model.areaSelected(areaId);
const chooseFabric = (fabric: Fabric) => model.fabricChosen(fabric.id);

function AreaRow({ pattern }: { pattern: SewingPattern }) {
  const { selected, fills, index } = useUnit({ selected: model.$selectedAreaId, fills: model.$fills, index: model.$fabricIndex });
  return (
    <div className="cfg-row" role="group" aria-label={t.areas} onKeyDown={rowKeys}>
      {pattern.areas.map((area) => (
        <AreaChip
          key={area.id}
          id={area.id}
          name={area.name}
          selected={selected === area.id}
          fill={fills[area.id] ? index.get(fills[area.id] as string) : undefined}
          onSelect={selectArea}
        />
      ))}
    </div>
  );
}

function MaterialRow() {
  const { materials, material } = useUnit({ materials: model.$areaMaterials, material: model.$selectedMaterial });
  if (materials.length === 0) return null;
  return (
    <div className="cfg-row" role="group" aria-label={t.materials} onKeyDown={rowKeys}>
      {materials.map((candidate) => (
        <button
          key={candidate.id}
          type="button"
          className="cfg-chip"
          aria-pressed={material?.id === candidate.id}
          onClick={() => model.materialSelected(candidate.id)}
        >
          {candidate.name}
        </button>
      ))}
    </div>
  );
}

function FabricRow({ pattern }: { pattern: SewingPattern }) {
  const { fabrics, currentFill, selected } = useUnit({
    fabrics: model.$visibleFabrics,
    currentFill: model.$currentFill,
    selected: model.$selectedAreaId,
  });
  const rowRef = useRef<HTMLDivElement>(null);
  // a new area or material starts the row at its beginning
  useEffect(() => {
    if (rowRef.current) rowRef.current.scrollLeft = 0;
    preloadTiles(fabrics.slice(0, 24).map((fabric) => fabric.path));
  }, [fabrics]);
  const areaName = pattern.areas.find((area) => area.id === selected)?.name ?? '';
  return (
    <div className="cfg-fabrics" role="group" aria-label={`${t.fabrics}: ${areaName}`} onKeyDown={rowKeys} ref={rowRef}>
      {fabrics.length === 0 ? <p className="cfg-note">{t.noFabrics}</p> : null}
      {fabrics.map((fabric) => (
        <FabricButton key={fabric.id} fabric={fabric} pressed={currentFill === fabric.id} onChoose={chooseFabric} />
      ))}
    </div>
  );
}

function VariationRow() {
  const { material, variations } = useUnit({ material: model.$selectedMaterial, variations: model.$selectedVariations });
  if (!material || material.variations.length === 0) return null;
  return (
    <div className="cfg-row cfg-row--small" role="group" aria-label={t.variations} onKeyDown={rowKeys}>
      {material.variations.map((variation) => (
        <button
          key={variation.id}
          type="button"
          className="cfg-chip cfg-chip--small"
          aria-pressed={variations.includes(variation.id)}
          onClick={() => model.variationToggled(variation.id)}
        >
          {variation.name}
        </button>
      ))}
    </div>
  );
}

function Actions({ saveLabel }: { saveLabel: string }) {
  const { canUndo, canRedo, saving } = useUnit({ canUndo: model.$canUndo, canRedo: model.$canRedo, saving: model.$saving });
  return (
    <div className="cfg-actions">
      <button type="button" className="cfg-round" aria-label={t.undo} title={`${t.undo} (Strg+Z)`} disabled={!canUndo} onClick={() => model.undo()}>
        ↶
      </button>
      <button type="button" className="cfg-round" aria-label={t.redo} title={`${t.redo} (Strg+Umschalt+Z)`} disabled={!canRedo} onClick={() => model.redo()}>
        ↷
      </button>
      <button type="button" className="nt-button nt-button--yellow cfg-save" aria-busy={saving} onClick={() => model.saveRequested()}>
        {saving ? t.saving : saveLabel}
      </button>
    </div>
  );
}

function Announcer() {
  const text = useUnit($announcement);
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
  fill,
  onSelect,
}: {
  id: string;
  name: string;
  selected: boolean;
  fill: Fabric | undefined;
  onSelect: (id: string) => void;
}) {
  return (
    <button type="button" className="cfg-chip cfg-chip--area" aria-pressed={selected} data-area-button={id} onClick={() => onSelect(id)}>
      <span className="cfg-chip-swatch" aria-hidden="true" style={swatchStyle(fill)} />
      {name}
    </button>
  );
});

const FabricButton = memo(function FabricButton({ fabric, pressed, onChoose }: { fabric: Fabric; pressed: boolean; onChoose: (fabric: Fabric) => void }) {
  // custom fabrics have no thumbnail: their photo is the image
  const image = fabric.thumbnail ?? (fabric.isCustom ? fabric.path : null);
  return (
    <button
      type="button"
      className="cfg-fabric"
      aria-pressed={pressed}
      aria-label={fabric.name}
      title={fabric.name}
      data-fabric-id={fabric.id}
      onClick={() => onChoose(fabric)}
    >
      {image ? (
        <img src={image} alt="" width={56} height={56} loading="lazy" decoding="async" />
      ) : (
        <span className="cfg-swatch" style={{ background: fabric.color ?? '#ffffff' }} />
      )}
    </button>
  );
});

function swatchStyle(fabric: Fabric | undefined) {
  if (!fabric) return { background: '#ffffff' };
  const image = fabric.thumbnail ?? (fabric.isCustom ? fabric.path : null);
  if (image) return { backgroundImage: `url("${encodeURI(image)}")`, backgroundSize: 'cover' };
  return { background: fabric.color ?? '#ffffff' };
}
