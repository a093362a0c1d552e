/**
 * Pattern projects of the current account (SPEC section 4, "Project lifecycle"). The list is one
 * JSON text under `projects:<account>`; each project's SVG and PNG are Blobs beside it. Every
 * change is stored (and marked dirty: the sync outbox) before anything touches the network.
 */
import { enrichProject } from '../../domain/enrich';
import { uploadableName, validateName } from '../../domain/rules/validation';
import type { PatternProject, ProjectArea, ProjectPattern, ProjectView } from '../../domain/types';
import { newId, type KernelContext } from '../context';
import { logger } from '../logging/logger';
import { blobToText, objectUrl } from '../storage/blobs';
import { storageKeys } from '../storage/keys';
import { createSerialQueue } from '../storage/serialQueue';
import { ValidationError } from './errors';
import { isProject } from './guards';

export interface ProjectDraft {
  name: string;
  sewingPattern: ProjectPattern;
  svg: string;
  /** The PNG preview; rendered from the SVG when missing. */
  png?: Blob | null;
}

/** Newest first; ties by id so every device shows the same order. */
export function sortProjects<T extends { updatedAt: number; id: string }>(projects: T[]): T[] {
  return [...projects].sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/** A size name such as '110/116' (the contract allows 20 characters). */
const MAX_SIZE_CHARS = 20;

/**
 * Only ids and fabric/material ids of a pattern are kept (SPEC section 3), and since 2.5.0 each area's look and the
 * design's size (issue 19): whatever else a stored or downloaded project carries is dropped.
 */
export function slimPattern(pattern: ProjectPattern): ProjectPattern {
  return {
    id: String(pattern.id),
    areas: (pattern.areas ?? []).map((area) => ({
      id: String(area.id),
      ...(area.fabric !== undefined ? { fabric: area.fabric === null ? null : String(area.fabric) } : {}),
      ...(area.materials ? { materials: area.materials.map((m) => String(typeof m === 'object' && m ? (m as { id: unknown }).id : m)) } : {}),
      ...lookOf(area),
    })),
    ...(typeof pattern.size === 'string' && pattern.size.length > 0 && pattern.size.length <= MAX_SIZE_CHARS ? { size: pattern.size } : {}),
  };
}

/** An area's print scale (whole per cent, 50–200) and turn (0/45/90°), kept only when valid (since 2.5.0). */
function lookOf(area: ProjectArea): Pick<ProjectArea, 'scale' | 'rotation'> {
  const scale = Number.isInteger(area.scale) && (area.scale as number) >= 50 && (area.scale as number) <= 200 ? { scale: area.scale } : {};
  const rotation = area.rotation === 0 || area.rotation === 45 || area.rotation === 90 ? { rotation: area.rotation } : {};
  return { ...scale, ...rotation };
}

export function createProjectRepository(ctx: KernelContext, account: () => string) {
  const { storage } = ctx;
  const serial = createSerialQueue();
  const previewUrls = new Map<string, string>();

  /** The stored list; an unreadable entry is set aside (and logged), the others are kept. Run inside `serial`. */
  async function read(forAccount = account()): Promise<PatternProject[]> {
    return (await storage.readJsonList(storageKeys.projects(forAccount), isProject)) ?? [];
  }
  /** Reads outside a change wait for running changes (a repair written back never races one). */
  const readNow = (forAccount?: string) => serial(() => read(forAccount));
  async function write(list: PatternProject[], forAccount = account()): Promise<void> {
    await storage.writeJson(storageKeys.projects(forAccount), sortProjects(list));
  }
  let fileSeq = 0;
  /** Writes the drawing and preview under a fresh file version; returns it (the entry points to it afterwards). */
  async function storeImages(id: string, svg: string, png: Blob | null | undefined): Promise<string> {
    const version = `${ctx.now().toString(36)}${(fileSeq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const preview = png ?? (await ctx.renderPreview(svg));
    await storage.set(storageKeys.projectSvg(id, version), new Blob([svg], { type: 'image/svg+xml' }));
    if (preview) await storage.set(storageKeys.projectPng(id, version), preview);
    return version;
  }
  async function find(id: string) {
    return (await readNow()).find((candidate) => candidate.id === id);
  }

  const repo = {
    /** Every record of the account, tombstones included (the sync engine's view). */
    all: (forAccount?: string) => readNow(forAccount),

    /** Runs a read-modify-write of the list exclusively (also used by the sync executor). */
    mutate<T>(change: (list: PatternProject[]) => Promise<{ list: PatternProject[]; result: T }>, forAccount?: string): Promise<T> {
      return serial(async () => {
        const { list, result } = await change(await read(forAccount));
        await write(list, forAccount);
        return result;
      });
    },

    /** Live projects, newest first, enriched from content, each with a preview URL carrying updatedAt. */
    async list(): Promise<ProjectView[]> {
      const live = sortProjects((await readNow()).filter((project) => !project.deleted));
      return Promise.all(live.map((project) => repo.view(project)));
    },

    /** How many live designs fill an area with the fabric (asked before an own fabric is deleted). */
    async countUsingFabric(fabricId: string): Promise<number> {
      const live = (await readNow()).filter((project) => !project.deleted);
      return live.filter((project) => project.sewingPattern.areas.some((area) => area.fabric === fabricId)).length;
    },

    async get(id: string): Promise<ProjectView | null> {
      const project = (await readNow()).find((candidate) => candidate.id === id && !candidate.deleted);
      return project ? repo.view(project) : null;
    },

    async view(project: PatternProject): Promise<ProjectView> {
      const enriched = enrichProject(project, ctx.content(), (message) => logger.warn(message));
      return {
        ...project,
        // a name stored under an older rule is shown as it will be uploaded (never reversed by direction controls)
        name: uploadableName(project.name),
        sewingPattern: enriched.sewingPattern,
        uploaded: !project.dirty && project.revision !== undefined,
        previewUrl: await repo.previewUrl(project),
        pattern: enriched.pattern,
        fabrics: enriched.fabrics,
        colors: enriched.colors,
      };
    },

    /** Object URL of the PNG with `#v=<updatedAt>`, so a changed project never shows a stale image. */
    async previewUrl(project: Pick<PatternProject, 'id' | 'updatedAt' | 'files'>): Promise<string | null> {
      const cacheKey = `${project.id}@${project.updatedAt}`;
      const cached = previewUrls.get(cacheKey);
      if (cached) return cached;
      const png = await storage.get<Blob>(storageKeys.projectPng(project.id, project.files));
      const url = objectUrl(png);
      if (!url) return null;
      for (const [key, old] of previewUrls) {
        if (key.startsWith(`${project.id}@`)) {
          URL.revokeObjectURL?.(old);
          previewUrls.delete(key);
        }
      }
      const versioned = `${url}#v=${project.updatedAt}`;
      previewUrls.set(cacheKey, versioned);
      return versioned;
    },

    async svg(id: string): Promise<string | null> {
      const project = await find(id);
      return project ? repo.svgOf(project) : null;
    },
    async svgOf(project: Pick<PatternProject, 'id' | 'files'>): Promise<string | null> {
      const blob = await storage.get<Blob>(storageKeys.projectSvg(project.id, project.files));
      return blob ? blobToText(blob) : null;
    },
    async png(id: string): Promise<Blob | null> {
      const project = await find(id);
      return project ? repo.pngOf(project) : null;
    },
    async pngOf(project: Pick<PatternProject, 'id' | 'files'>): Promise<Blob | null> {
      return storage.get<Blob>(storageKeys.projectPng(project.id, project.files));
    },

    /** A new design: SVG and PNG stored, placed first, marked for upload. */
    async create(draft: ProjectDraft): Promise<PatternProject> {
      const invalid = validateName(draft.name);
      if (invalid) throw new ValidationError(invalid);
      const now = ctx.now();
      const project: PatternProject = {
        id: newId(ctx),
        name: draft.name.trim(),
        createdAt: now,
        updatedAt: now,
        deleted: false,
        sewingPattern: slimPattern(draft.sewingPattern),
        dirty: true,
      };
      await repo.mutate(async (list) => {
        project.files = await storeImages(project.id, draft.svg, draft.png);
        return { list: [project, ...list], result: undefined };
      });
      ctx.notify.projectsChanged('saved');
      return project;
    },

    /** Edit: SVG rewritten, updatedAt = now, PNG regenerated. */
    async update(id: string, draft: ProjectDraft): Promise<PatternProject> {
      const invalid = validateName(draft.name);
      if (invalid) throw new ValidationError(invalid);
      const { next: updated, previous } = await repo.mutate(async (list) => {
        const current = list.find((candidate) => candidate.id === id && !candidate.deleted);
        if (!current) throw new ValidationError(`Unknown project ${id}.`);
        const next: PatternProject = {
          ...current,
          name: draft.name.trim(),
          sewingPattern: slimPattern(draft.sewingPattern),
          updatedAt: Math.max(ctx.now(), current.updatedAt + 1),
          dirty: true,
          files: await storeImages(id, draft.svg, draft.png),
        };
        return { list: list.map((candidate) => (candidate.id === id ? next : candidate)), result: { next, previous: current } };
      });
      await repo.removeFiles(previous);
      ctx.notify.projectsChanged('saved');
      return updated;
    },

    /** Delete: a tombstone (deleted, new updatedAt, empty pattern) replaces the entry; files removed. */
    async remove(id: string): Promise<void> {
      const removed = await repo.mutate(async (list) => {
        const current = list.find((candidate) => candidate.id === id);
        if (!current || current.deleted) return { list, result: null };
        const tombstone: PatternProject = {
          ...current,
          deleted: true,
          updatedAt: Math.max(ctx.now(), current.updatedAt + 1),
          sewingPattern: { id: current.sewingPattern.id, areas: [] },
          dirty: true,
        };
        return { list: list.map((candidate) => (candidate.id === id ? tombstone : candidate)), result: current };
      });
      if (!removed) return;
      await repo.removeFiles(removed);
      ctx.notify.projectsChanged('deleted');
    },

    /** Removes one file version (after the list no longer points to it). */
    async removeFiles(project: Pick<PatternProject, 'id' | 'files'>): Promise<void> {
      const { id, files } = project;
      await storage.remove(storageKeys.projectSvg(id, files)).catch((error) => logger.error(`Could not remove SVG of ${id}.`, error));
      await storage.remove(storageKeys.projectPng(id, files)).catch((error) => logger.error(`Could not remove PNG of ${id}.`, error));
    },

    storeImages,
  };
  return repo;
}

export type ProjectRepository = ReturnType<typeof createProjectRepository>;
