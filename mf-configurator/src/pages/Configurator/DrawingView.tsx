import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { $online, logger, yieldToMain, type Fabric, type SewingPattern } from '@nahtlos/platform';
import { timings, ZoomInIcon, ZoomOutIcon, ZoomResetIcon } from '@nahtlos/ui';
import { strings } from '../../strings';
import { PNG_MAX_SIZE } from '../../drawing/pngSize';
import { fetchText } from '../../drawing/media';
import { loadDrawing, loadShading, loadSvgParser } from '../../drawing/loadDrawing';
import type { PatternDrawing } from '../../drawing/PatternDrawing';
import { tileUseKey } from '../../drawing/tiles';
import { lookOf } from '../../sizing/looks';
import * as model from './model';

const t = strings.configurator;

/**
 * The element's height, read once the browser has laid it out: reading clientHeight in the effect forced a
 * layout of the whole new page inside React's commit (40–60 ms at 4× CPU on the configurator's first load).
 */
function laidOutHeight(element: HTMLElement): Promise<number> {
  if (typeof ResizeObserver !== 'function') return Promise.resolve(element.clientHeight);
  return new Promise((resolve) => {
    const read = () => {
      observer.disconnect();
      clearTimeout(fallback);
      const height = element.clientHeight;
      // what follows (the shading, the drawing code) runs in a task of its own, not in the browser's frame
      setTimeout(() => resolve(height));
    };
    // the first observation comes right after the next layout; an element without a size gets none
    const observer = new ResizeObserver(read);
    const fallback = setTimeout(read, 200);
    observer.observe(element);
  });
}

/** Loads the pattern drawing, its shading and the drawing code, draws it with svg.js and keeps it in step with the model. */
export function DrawingView({ pattern }: { pattern: SewingPattern }) {
  const { online, fills, looks, cmPerUnit, index, selectedAreaId, flashingArea, areaSelected, drawingChanged } = useUnit({
    online: $online,
    fills: model.$fills,
    looks: model.$looks,
    cmPerUnit: model.$cmPerUnit,
    index: model.$fabricIndex,
    selectedAreaId: model.$selectedAreaId,
    flashingArea: model.$flashingArea,
    areaSelected: model.areaSelected,
    drawingChanged: model.drawingChanged,
  });
  // the svg.js drawing lives across renders; its callbacks reach the latest bound units through this ref
  const areaSelectedRef = useRef(areaSelected);
  areaSelectedRef.current = areaSelected;
  const hostRef = useRef<HTMLDivElement>(null);
  const drawingRef = useRef<PatternDrawing | null>(null);
  const [failed, setFailed] = useState(false);
  // a drawing that could not be loaded offline loads again once the device is back online
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (online && failed) setAttempt((count) => count + 1);
  }, [online, failed]);
  const [ready, setReady] = useState(false);
  // the drawing looks complete (its shading decoded): the publish-time image under it may go
  const [drawn, setDrawn] = useState(false);
  const labelRef = useRef<(areaId: string) => string>(() => '');
  labelRef.current = (areaId) => {
    const area = pattern.areas.find((candidate) => candidate.id === areaId);
    const name = area?.name ?? areaId;
    const fabricId = fills[areaId];
    const fabric = fabricId ? index.get(fabricId) : undefined;
    return fabric ? t.areaFilled(name, fabric.name) : t.areaEmpty(name);
  };

  useEffect(() => {
    let cancelled = false;
    let prepareTimer: ReturnType<typeof setTimeout> | undefined;
    setReady(false);
    setDrawn(false);
    setFailed(false);
    (async () => {
      try {
        const width = pattern.width || 500;
        const height = pattern.height || 600;
        // the pattern's SVG at once, while the page is laid out; the drawing code (svg.js) once it is wanted
        const drawingCode = Promise.all([loadDrawing(), fetchText(pattern.path)]);
        // the shading as bitmaps: one at screen resolution (cheap to composite on every fill change),
        // one at export resolution for the final SVG and the PNG
        const hostHeight = (hostRef.current ? await laidOutHeight(hostRef.current) : 0) || 450;
        if (cancelled) {
          drawingCode.catch(() => undefined); // the page was left: a failure no longer matters
          return;
        }
        const screenScale = Math.min(2, Math.max(0.5, Math.ceil(((hostHeight * (window.devicePixelRatio || 1)) / height) * 4) / 4));
        const shading = (scale: number) =>
          pattern.shadowPath
            ? // its code comes with the drawing's: the first screen shows the published image and runs none of it (issue 41)
              drawingCode
                .then(loadShading)
                .then(({ shadingDataUrl }) => shadingDataUrl(pattern.shadowPath as string, width, height, scale))
                .catch((error) => {
                  logger.warn(`Shading of ${pattern.id} could not be loaded.`, error);
                  return null;
                })
            : Promise.resolve(null);
        // the export's bitmap after the screen's: each is main-thread work of its own, not one long task
        const screenShading = shading(screenScale);
        const exportShading = screenShading.then(() => shading(PNG_MAX_SIZE / Math.max(width, height)));
        const [[{ PatternDrawing }, text], shadingHref, exportShadingHref] = await Promise.all([drawingCode, screenShading, exportShading]);
        // the drawing's code arrived in this task: parsing and drawing start in the next ones (issue 41)
        await yieldToMain();
        if (cancelled || !hostRef.current) return;
        const { parseSvg } = await loadSvgParser();
        const source = parseSvg(text);
        await yieldToMain();
        if (cancelled || !hostRef.current) return;
        const drawing = new PatternDrawing(hostRef.current, source, {
          width,
          height,
          label: t.drawing(pattern.name),
          shadingHref,
          areaLabel: (areaId) => labelRef.current(areaId),
          onAreaActivated: (areaId) => areaSelectedRef.current(areaId),
          areaOrder: pattern.areas.map((area) => area.id),
        });
        drawingRef.current = drawing;
        drawingChanged({ source, shadingHref: exportShadingHref });
        setReady(true);
        drawing.drawn().then(() => !cancelled && setDrawn(true));
        // SPEC section 4: SVG groups are prepared 300 ms after drawing
        prepareTimer = setTimeout(() => drawing.prepareGroups(), timings.svgGroupPreparation);
      } catch (error) {
        logger.error(`The drawing of ${pattern.id} could not be loaded.`, error);
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      clearTimeout(prepareTimer);
      drawingRef.current?.destroy();
      drawingRef.current = null;
      drawingChanged(null);
    };
  }, [pattern, drawingChanged, attempt]);

  // model → drawing before the browser paints: a change touches only the areas whose fabric or look changed
  const applied = useRef({ drawing: null as PatternDrawing | null, index, areas: new Map<string, string | null>() });
  useLayoutEffect(() => {
    const drawing = drawingRef.current;
    if (!drawing || !ready) return;
    // the chosen size first: the tiles the areas use below are drawn at its scale
    drawing.setCmPerUnit(cmPerUnit);
    // a new drawing, or a new fabric list (e.g. a custom fabric renamed), repaints every area
    if (applied.current.drawing !== drawing || applied.current.index !== index) applied.current = { drawing, index, areas: new Map() };
    const { areas } = applied.current;
    const used = new Set<string>();
    let changed = false;
    for (const area of pattern.areas) {
      const fabricId = fills[area.id] ?? null;
      const look = lookOf(looks, area.id);
      const key = fabricId && tileUseKey(fabricId, look);
      if (key) used.add(key);
      if (areas.has(area.id) && areas.get(area.id) === key) continue;
      const fabric: Fabric | null = fabricId ? index.get(fabricId) ?? null : null;
      drawing.setFill(area.id, fabric, look);
      areas.set(area.id, key);
      changed = true;
    }
    if (changed) {
      drawing.prunePatterns(used);
      drawing.refreshLabels();
    }
  }, [ready, pattern, fills, looks, cmPerUnit, index]);
  useLayoutEffect(() => {
    if (ready) drawingRef.current?.setSelected(selectedAreaId);
  }, [ready, selectedAreaId]);
  useLayoutEffect(() => {
    if (ready) drawingRef.current?.setFlashing(flashingArea);
  }, [ready, flashingArea]);

  const zoom = (action: 'in' | 'out' | 'reset') => {
    const drawing = drawingRef.current;
    if (!drawing) return;
    if (action === 'in') drawing.zoomBy(1.25);
    else if (action === 'out') drawing.zoomBy(0.8);
    else drawing.resetZoom();
  };

  return (
    <div className="cfg-stage">
      <div className="cfg-drawing-host" ref={hostRef} aria-busy={!ready} data-testid="drawing">
        {/* the drawing as it starts, made at publish time: in the first paint, before any script, until the live one is drawn */}
        {pattern.blankPath && !drawn && !failed ? (
          <img className="cfg-drawing-start" src={pattern.blankPath} alt="" fetchPriority="high" decoding="sync" data-drawing-start="" />
        ) : null}
        {!ready && !failed && !pattern.blankPath ? <p className="cfg-stage-note">{t.loading}</p> : null}
        {failed ? (
          <p className="cfg-stage-note" role="alert">
            {online ? strings.errors.imageLoadFailed : t.drawingOffline}
          </p>
        ) : null}
      </div>
      <p className="nt-visually-hidden">{t.drawingHint}</p>
      <div className="cfg-zoom" role="group" aria-label="Zoom">
        <button type="button" className="cfg-round" aria-label={t.zoomIn} title={t.zoomIn} onClick={() => zoom('in')}>
          <ZoomInIcon size={22} aria-hidden="true" />
        </button>
        <button type="button" className="cfg-round" aria-label={t.zoomOut} title={t.zoomOut} onClick={() => zoom('out')}>
          <ZoomOutIcon size={22} aria-hidden="true" />
        </button>
        <button type="button" className="cfg-round" aria-label={t.zoomReset} title={t.zoomReset} onClick={() => zoom('reset')}>
          <ZoomResetIcon size={20} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
