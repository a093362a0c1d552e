/**
 * The pattern drawing on screen (svg.js). Bottom to top: one path per area (a colour or `url(#fabric-…)`),
 * the shading (multiply, pre-computed as a darkening overlay) and the outlines, and a highlight layer for the
 * selected/flashing area (screen only, never exported; an svg of its own, so its animation repaints only a few
 * paths, not the shading). One `<pattern patternUnits="userSpaceOnUse">` per fabric keeps a print
 * continuous across seams. The patterns live in an svg of their own, laid out apart from the page (`contain`): a
 * fabric chosen for the first time adds one there, and no longer makes the browser lay out and repaint the whole
 * drawing (issue 17: INP of a fabric choice). Zoom and pan move the viewBox (wheel, pinch, drag; double-click resets).
 *
 * One selection indicator: the selected area has a dashed outline on a light halo (visible on any fill). Pointer
 * input never focuses an area (a press after a drag used to leave a focus ring on the area under the pointer,
 * beside the selection: two areas that looked selected); keyboard focus shows the selected area's outline solid,
 * and arrow keys select the area they move to, so focus and selection are always the same area.
 * The 400 ms flash is an outline too: a dark stroke under a light dashed one, visible on white and on dark fills.
 */
import { SVG, type Element as SvgElement, type G, type Svg } from '@svgdotjs/svg.js';
import type { Fabric } from '@nahtlos/platform';
import { DEFAULT_LOOK, type Look } from '../sizing/looks';
import { plainColorOf } from './fills';
import { extractParts, type PatternParts } from './sanitize';
import { tileFor, tilePatternId, tileTransform, tileUseKey } from './tiles';

export interface DrawingOptions {
  /** The pattern's width/height (content fields), used for tile scaling and as fallback viewBox. */
  width: number;
  height: number;
  label: string;
  shadingHref: string | null;
  /** Accessible name of an area (its German name and current fill). */
  areaLabel: (areaId: string) => string;
  onAreaActivated: (areaId: string) => void;
  /** Order of areas for keyboard navigation (the content's order). */
  areaOrder: string[];
}

type ViewBox = { x: number; y: number; w: number; h: number };

const SVG_NS = 'http://www.w3.org/2000/svg';
const MAX_ZOOM = 4;
/** Unused fabric patterns kept for a quick return to a fabric just tried. */
const KEEP_UNUSED_PATTERNS = 12;

export class PatternDrawing {
  readonly root: Svg;
  /** Shading and outlines: a separate layer, so a fill change repaints only the areas. */
  readonly overlay: Svg;
  /** Selection, keyboard focus and flash outlines: a layer of their own above the shading. */
  readonly highlight: Svg;
  /** The fabric tile patterns the areas point to (`url(#…)` reaches across svgs of one document). */
  private readonly tiles: Svg;
  private readonly parts: PatternParts;
  private readonly areaGroup: G;
  private readonly highlightGroup: G;
  private readonly areaNodes = new Map<string, SvgElement>();
  /** Tile patterns by use key (fabric and look), in the order of their last use. */
  private readonly fabricPatterns = new Map<string, { element: SvgElement; fabric: Fabric; look: Look }>();
  /** cm on the garment per drawing unit in the chosen size (null: the spec's cover-the-drawing tiles). */
  private cmPerUnit: number | null = null;
  private readonly full: ViewBox;
  private view: ViewBox;
  private selected: string | null = null;
  private focusIndex = 0;
  private prepared = false;
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private dragged = false;
  private pinchStart: { distance: number; view: ViewBox } | null = null;
  /** The last input was a key (focus rings are shown) or a pointer (never a focus ring). */
  private keyboardInput = false;
  private readonly cleanup: (() => void)[] = [];
  /** Resolves once the shading bitmap is decoded (or failed): the drawing then looks as it will. */
  private readonly shadingShown: Promise<void>;

  constructor(container: HTMLElement, source: SVGSVGElement, private readonly options: DrawingOptions) {
    this.parts = extractParts(source, options.width, options.height);
    const [x, y, w, h] = this.parts.viewBox;
    this.full = { x, y, w, h };
    this.view = { ...this.full };

    this.root = SVG().addTo(container).viewbox(x, y, w, h);
    this.root.attr({ class: 'cfg-drawing', role: 'group', 'aria-label': options.label, preserveAspectRatio: 'xMidYMid meet' });
    this.overlay = SVG().addTo(container).viewbox(x, y, w, h);
    this.overlay.attr({ class: 'cfg-drawing-overlay', 'aria-hidden': 'true', focusable: 'false', preserveAspectRatio: 'xMidYMid meet' });
    this.tiles = SVG().addTo(container).size(0, 0);
    this.tiles.attr({ class: 'cfg-drawing-tiles', 'aria-hidden': 'true', focusable: 'false' });
    this.tiles.defs();
    this.areaGroup = this.root.group().attr({ id: 'areas' });
    for (const [areaId, path] of this.parts.areas) {
      const node = document.importNode(path, true);
      node.setAttribute('fill', '#ffffff');
      this.areaGroup.node.appendChild(node);
      this.areaNodes.set(areaId, SVG(node) as SvgElement);
    }
    if (options.shadingHref) {
      const shading = this.overlay
        .image()
        .attr({ id: 'shading', href: options.shadingHref, x, y, width: w, height: h, preserveAspectRatio: 'none' });
      // a darkening overlay equivalent to multiplying with the grey shading (see shading.ts toDarkening)
      shading.css({ 'pointer-events': 'none' } as Record<string, string>);
      this.shadingShown = loaded(shading.node as SVGImageElement);
    } else {
      this.shadingShown = Promise.resolve();
    }
    if (this.parts.outlines) {
      const outlines = document.importNode(this.parts.outlines, true);
      outlines.setAttribute('pointer-events', 'none');
      this.overlay.node.appendChild(outlines);
    }
    this.highlight = SVG().addTo(container).viewbox(x, y, w, h);
    this.highlight.attr({ class: 'cfg-drawing-highlight', 'aria-hidden': 'true', focusable: 'false', preserveAspectRatio: 'xMidYMid meet' });
    this.highlightGroup = this.highlight.group().attr({ id: 'highlight', 'pointer-events': 'none' });
    this.bindViewport();
    this.bindInputModality();
  }

  /**
   * Makes the area groups interactive (SPEC: SVG groups are prepared 300 ms after drawing): focusable,
   * named for screen readers, tappable.
   */
  prepareGroups(): void {
    if (this.prepared) return;
    this.prepared = true;
    const order = this.orderedAreas();
    order.forEach((areaId, index) => {
      const node = this.areaNodes.get(areaId)!.node as SVGElement;
      node.setAttribute('role', 'button');
      node.setAttribute('tabindex', index === this.focusIndex ? '0' : '-1');
      node.setAttribute('class', 'cfg-area');
      node.setAttribute('data-area-id', areaId);
      this.listen(node, 'click', () => {
        if (this.dragged) return;
        this.options.onAreaActivated(areaId);
      });
      // a press (mouse, touch, pen) selects, it does not focus: no focus ring beside the selection
      this.listen(node, 'mousedown', (event) => event.preventDefault());
      this.listen(node, 'focus', () => {
        this.focusIndex = index;
        // selection follows keyboard focus: the focused area is always the selected one
        if (this.keyboardInput && areaId !== this.selected) this.options.onAreaActivated(areaId);
        this.renderHighlight();
      });
      this.listen(node, 'blur', () => this.renderHighlight());
    });
    this.listen(this.root.node, 'keydown', (event) => this.onKeyDown(event as KeyboardEvent));
    this.refreshLabels();
    this.root.attr('data-prepared', 'true');
  }

  /** Resolves once the drawing looks complete (its shading decoded); at the latest after `timeoutMs`. */
  drawn(timeoutMs = 1000): Promise<void> {
    return Promise.race([this.shadingShown, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
  }

  get isPrepared(): boolean {
    return this.prepared;
  }

  private orderedAreas(): string[] {
    const known = this.options.areaOrder.filter((id) => this.areaNodes.has(id));
    const rest = [...this.areaNodes.keys()].filter((id) => !known.includes(id));
    return [...known, ...rest];
  }

  private readonly shownLabels = new Map<string, string>();
  refreshLabels(): void {
    if (!this.prepared) return;
    for (const [areaId, element] of this.areaNodes) {
      // only attributes that changed: each write invalidates style and the accessibility tree
      const label = this.options.areaLabel(areaId);
      const pressed = String(areaId === this.selected);
      const key = `${label}|${pressed}`;
      if (this.shownLabels.get(areaId) === key) continue;
      this.shownLabels.set(areaId, key);
      element.node.setAttribute('aria-label', label);
      element.node.setAttribute('aria-pressed', pressed);
    }
  }

  /** Fills an area with a fabric tile (as the area's look turns and scales it), a plain colour, or white (null). */
  setFill(areaId: string, fabric: Fabric | null, look: Look = DEFAULT_LOOK): void {
    const element = this.areaNodes.get(areaId);
    if (!element) return;
    if (!fabric) element.attr('fill', '#ffffff');
    else if (!fabric.path) element.attr('fill', plainColorOf(fabric));
    else element.attr('fill', `url(#${this.ensurePattern(fabric, look)})`);
  }

  /** The chosen size: every print with a known repeat is redrawn at its real size in it. */
  setCmPerUnit(cmPerUnit: number | null): void {
    if (cmPerUnit === this.cmPerUnit) return;
    this.cmPerUnit = cmPerUnit;
    for (const { element, fabric, look } of this.fabricPatterns.values()) this.drawTile(element, fabric, look);
  }

  private ensurePattern(fabric: Fabric, look: Look): string {
    const id = tilePatternId(fabric.id, look);
    const key = tileUseKey(fabric.id, look);
    const existing = this.fabricPatterns.get(key);
    if (existing) {
      // most recently used last (the map's order is the pruning order)
      this.fabricPatterns.delete(key);
      this.fabricPatterns.set(key, existing);
    } else {
      const element = this.tiles.defs().pattern(1, 1).attr({ id, patternUnits: 'userSpaceOnUse', x: this.full.x, y: this.full.y });
      element.image().attr({ href: fabric.path, preserveAspectRatio: 'xMidYMid slice', 'data-src': fabric.path });
      this.drawTile(element, fabric, look);
      this.fabricPatterns.set(key, { element, fabric, look });
    }
    return id;
  }

  private drawTile(element: SvgElement, fabric: Fabric, look: Look): void {
    const tile = tileFor({ fabric, patternWidth: this.full.w, patternHeight: this.full.h, cmPerUnit: this.cmPerUnit, look });
    element.attr({ width: tile.width, height: tile.height, 'data-rotation': tile.rotation });
    const transform = tileTransform(tile);
    if (transform) element.attr('patternTransform', transform);
    else element.node.removeAttribute('patternTransform');
    element.first().attr({ width: tile.width, height: tile.height });
  }

  /**
   * Drops fabric patterns no area uses any more (`used`: their `tileUseKey`s), except the most recently used few: going back to a
   * fabric just tried (the usual way of comparing) reuses its pattern instead of adding and removing
   * one on every choice, which costs a layout of the drawing each time. Keeps the defs small during
   * long sessions.
   */
  prunePatterns(used: Set<string>, keepUnused = KEEP_UNUSED_PATTERNS): void {
    let unused = [...this.fabricPatterns.keys()].filter((fabricId) => !used.has(fabricId)).length;
    for (const [key, pattern] of this.fabricPatterns) {
      if (unused <= keepUnused) break;
      if (used.has(key)) continue;
      pattern.element.remove();
      this.fabricPatterns.delete(key);
      unused -= 1;
    }
  }

  /** Use keys (`tileUseKey`: the fabric id, and its look when not the default) of the drawing's tile patterns, oldest use first. */
  get patternFabricIds(): string[] {
    return [...this.fabricPatterns.keys()];
  }

  setSelected(areaId: string | null): void {
    this.selected = areaId;
    const index = areaId ? this.orderedAreas().indexOf(areaId) : -1;
    if (index >= 0) this.setFocusIndex(index, false);
    this.refreshLabels();
    this.renderHighlight();
  }

  private flashing: string | null = null;
  setFlashing(areaId: string | null): void {
    this.flashing = areaId;
    this.renderHighlight();
  }

  /** The area keyboard focus is on (null: none, or it came from a pointer). */
  private keyboardFocusedArea(): string | null {
    if (!this.prepared || !this.keyboardInput) return null;
    const focused = this.orderedAreas()[this.focusIndex];
    return focused && document.activeElement === this.areaNodes.get(focused)?.node ? focused : null;
  }

  private renderHighlight(): void {
    this.highlightGroup.clear();
    // the area's outline as it is: svg.js's path() would parse and rewrite the path data on every selection change
    const draw = (parent: G, areaId: string, className: string) => {
      const source = this.areaNodes.get(areaId)?.node.getAttribute('d');
      if (!source) return;
      const outline = document.createElementNS(SVG_NS, 'path');
      outline.setAttribute('d', source);
      outline.setAttribute('class', className);
      outline.setAttribute('fill-rule', 'evenodd');
      outline.setAttribute('vector-effect', 'non-scaling-stroke');
      parent.node.appendChild(outline);
    };
    // one indicator: the selected area (dashed), drawn solid while it has keyboard focus
    const focused = this.keyboardFocusedArea();
    const marked = this.selected ?? focused;
    if (marked) {
      const state = marked === focused ? 'focus' : 'selected';
      draw(this.highlightGroup, marked, 'cfg-highlight cfg-highlight--halo');
      draw(this.highlightGroup, marked, `cfg-highlight cfg-highlight--${state}`);
    }
    if (this.flashing) {
      // a dark stroke under a light dashed one: one of them stands out on any fill
      const flash = this.highlightGroup.group().attr({ class: 'cfg-highlight--flash', 'data-area': this.flashing });
      draw(flash, this.flashing, 'cfg-highlight cfg-flash-dark');
      draw(flash, this.flashing, 'cfg-highlight cfg-flash-light');
    }
  }

  private setFocusIndex(index: number, moveFocus: boolean): void {
    const order = this.orderedAreas();
    if (order.length === 0) return;
    this.focusIndex = (index + order.length) % order.length;
    order.forEach((areaId, i) => this.areaNodes.get(areaId)?.node.setAttribute('tabindex', i === this.focusIndex ? '0' : '-1'));
    if (moveFocus) (this.areaNodes.get(order[this.focusIndex])?.node as SVGElement | undefined)?.focus();
  }

  private onKeyDown(event: KeyboardEvent): void {
    const target = event.target as Element | null;
    const areaId = target?.getAttribute?.('data-area-id');
    if (areaId && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      this.options.onAreaActivated(areaId);
      return;
    }
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const to = step !== undefined ? this.focusIndex + step : event.key === 'Home' ? 0 : event.key === 'End' ? -1 : null;
    if (to !== null) {
      event.preventDefault();
      // the focus listener selects it: selection follows keyboard focus (one indicator)
      this.setFocusIndex(to, true);
    } else if (event.key === '+' || event.key === '=') {
      this.zoomBy(1.25);
    } else if (event.key === '-') {
      this.zoomBy(0.8);
    } else if (event.key === '0') {
      this.resetZoom();
    }
  }

  // ── zoom and pan ──
  get zoom(): number {
    return this.full.w / this.view.w;
  }

  zoomBy(factor: number, center?: { x: number; y: number }): void {
    const zoom = Math.min(MAX_ZOOM, Math.max(1, this.zoom * factor));
    const w = this.full.w / zoom;
    const h = this.full.h / zoom;
    const c = center ?? { x: this.view.x + this.view.w / 2, y: this.view.y + this.view.h / 2 };
    // keep the point under the cursor in place
    const rx = (c.x - this.view.x) / this.view.w;
    const ry = (c.y - this.view.y) / this.view.h;
    this.setView({ x: c.x - rx * w, y: c.y - ry * h, w, h });
  }

  resetZoom(): void {
    this.setView({ ...this.full });
  }

  private setView(next: ViewBox): void {
    const w = Math.min(this.full.w, next.w);
    const h = Math.min(this.full.h, next.h);
    const x = Math.min(this.full.x + this.full.w - w, Math.max(this.full.x, next.x));
    const y = Math.min(this.full.y + this.full.h - h, Math.max(this.full.y, next.y));
    this.view = { x, y, w, h };
    this.root.viewbox(x, y, w, h);
    this.overlay.viewbox(x, y, w, h);
    this.highlight.viewbox(x, y, w, h);
    this.root.node.style.touchAction = this.zoom > 1.001 ? 'none' : 'pan-y';
    this.root.attr('data-zoom', this.zoom.toFixed(2));
  }

  /** Client coordinates → drawing coordinates. */
  private toDrawing(clientX: number, clientY: number): { x: number; y: number } {
    const rect = this.root.node.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return { x: this.view.x, y: this.view.y };
    // preserveAspectRatio meet: the drawing is centred and scaled uniformly
    const scale = Math.min(rect.width / this.view.w, rect.height / this.view.h);
    const offsetX = (rect.width - this.view.w * scale) / 2;
    const offsetY = (rect.height - this.view.h * scale) / 2;
    return { x: this.view.x + (clientX - rect.left - offsetX) / scale, y: this.view.y + (clientY - rect.top - offsetY) / scale };
  }

  private bindViewport(): void {
    const node = this.root.node;
    node.style.touchAction = 'pan-y';
    this.listen(node, 'wheel', (event) => {
      const wheel = event as WheelEvent;
      if (!wheel.ctrlKey && !wheel.metaKey && this.zoom <= 1.001 && wheel.deltaY > 0) return; // let the page scroll
      wheel.preventDefault();
      this.zoomBy(Math.exp(-wheel.deltaY * 0.002), this.toDrawing(wheel.clientX, wheel.clientY));
    }, { passive: false });
    this.listen(node, 'dblclick', (event) => {
      event.preventDefault();
      this.resetZoom();
    });
    this.listen(node, 'pointerdown', (event) => {
      const pointer = event as PointerEvent;
      this.pointers.set(pointer.pointerId, { x: pointer.clientX, y: pointer.clientY });
      if (this.pointers.size === 1) this.dragged = false;
      if (this.pointers.size === 2) {
        const [a, b] = [...this.pointers.values()];
        this.pinchStart = { distance: Math.hypot(a.x - b.x, a.y - b.y), view: { ...this.view } };
      }
    });
    this.listen(node, 'pointermove', (event) => {
      const pointer = event as PointerEvent;
      const last = this.pointers.get(pointer.pointerId);
      if (!last) return;
      const now = { x: pointer.clientX, y: pointer.clientY };
      this.pointers.set(pointer.pointerId, now);
      if (this.pointers.size === 2 && this.pinchStart) {
        const [a, b] = [...this.pointers.values()];
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        if (this.pinchStart.distance > 0) {
          const targetZoom = (this.full.w / this.pinchStart.view.w) * (distance / this.pinchStart.distance);
          this.dragged = true;
          this.zoomBy(targetZoom / this.zoom, this.toDrawing((a.x + b.x) / 2, (a.y + b.y) / 2));
        }
        return;
      }
      if (this.pointers.size !== 1 || this.zoom <= 1.001) return;
      const dx = now.x - last.x;
      const dy = now.y - last.y;
      if (!this.dragged && Math.hypot(dx, dy) < 3) return;
      this.dragged = true;
      const rect = node.getBoundingClientRect();
      const scale = Math.min(rect.width / this.view.w, rect.height / this.view.h) || 1;
      this.setView({ ...this.view, x: this.view.x - dx / scale, y: this.view.y - dy / scale });
    });
    const end = (event: Event) => {
      const pointer = event as PointerEvent;
      this.pointers.delete(pointer.pointerId);
      if (this.pointers.size < 2) this.pinchStart = null;
    };
    this.listen(node, 'pointerup', end);
    this.listen(node, 'pointercancel', end);
    this.listen(node, 'pointerleave', end);
  }

  /**
   * Pointer or keyboard: a focus ring is drawn only while keys are used (like :focus-visible). Listened to on
   * the document, in the capture phase: Tab is pressed on the element before the drawing.
   */
  private bindInputModality(): void {
    const pointer = () => {
      if (!this.keyboardInput) return;
      this.keyboardInput = false;
      this.renderHighlight();
    };
    const key = (event: Event) => {
      const { key: name, ctrlKey, metaKey, altKey } = event as KeyboardEvent;
      if (ctrlKey || metaKey || altKey || name === 'Shift' || name === 'Control' || name === 'Meta' || name === 'Alt') return;
      this.keyboardInput = true;
    };
    this.listen(document, 'pointerdown', pointer, { capture: true });
    this.listen(document, 'keydown', key, { capture: true });
  }

  private listen(target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions): void {
    target.addEventListener(type, handler, options);
    this.cleanup.push(() => target.removeEventListener(type, handler, options));
  }

  destroy(): void {
    for (const off of this.cleanup.splice(0)) off();
    this.root.remove();
    this.tiles.remove();
    this.overlay.remove();
    this.highlight.remove();
  }
}

/** An SVG image's load or error (a data URL decodes asynchronously too). */
function loaded(image: SVGImageElement): Promise<void> {
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}
