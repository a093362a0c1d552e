/**
 * One typed function per call of SPEC section 7. Writes to synced items return the server copy on
 * 409 instead of throwing, because a conflict is an answer the sync engine acts on.
 */
import type {
  CheckoutResponse,
  ContentFabric,
  EntitlementsResponse,
  PurchaseBody,
  PurchaseResponse,
  ContentMeta,
  CustomFabricImageResponse,
  CustomFabricResponse,
  CustomFabricsResponse,
  CustomFabricUpload as ContractCustomFabricUpload,
  Inspiration,
  LegacyEntry,
  LoginResponse,
  Material,
  MessageResponse,
  OrdersResponse,
  PatternProjectResponse,
  PatternProjectsResponse,
  PatternSizesResponse,
  RegisterBody,
  RegisterResponse,
  ServerCustomFabric,
  ServerPatternProject,
  SewingPattern,
  ServerStashEntry,
  StashEntryUpload as ContractStashEntryUpload,
  StashResponse,
} from '@nahtlos/contract';
import type { AxiosInstance } from 'axios';
import type { ProjectPattern } from '../../domain/types';
import { orderDownloadUrl } from './downloads';

export type { LoginResponse } from '@nahtlos/contract';

/**
 * A content list answer as the cache reads it (the contract's fabricsResponse, materialsResponse, …;
 * the sewing-pattern list carries the legacy id table beside it). Checked in content/contentShape.ts.
 */
export interface ContentResponse<T> {
  data: T[];
  meta: ContentMeta;
  legacy?: LegacyEntry[];
}

export type WriteResult<T> = { status: 'ok'; item: T | null } | { status: 'conflict'; item: T };

/** A live project as the app sends it (the contract's body, with the fields the app always sets). */
export interface PatternProjectUpload {
  pattern_project_id: string;
  name: string;
  sewing_pattern: ProjectPattern;
  svg: string;
  /** The server revision this change was made from; 0 for a new item (a stale create conflicts). */
  base_revision: number;
}

/**
 * A custom fabric as the app sends it (the contract's body, with the fields the app always sets); the size in cm
 * only when the device knows it (left out, the server keeps its value).
 */
export type CustomFabricUpload = Required<Pick<ContractCustomFabricUpload, 'fabric_id' | 'name' | 'width' | 'height' | 'base_revision'>> &
  Pick<ContractCustomFabricUpload, 'length_cm' | 'width_cm'>;

/** A live stash entry as the app sends it (every field, so the server never keeps an old value). */
export type StashEntryUpload = Required<Omit<ContractStashEntryUpload, 'deleted'>> & { deleted: false };

export interface ContentQuery {
  /** Web: the spec's preview_mode=true. */
  previewMode?: boolean;
  /** The update check: only meta.publishedAt is of interest. */
  metaOnly?: boolean;
}

function contentParams(query: ContentQuery = {}) {
  return {
    ...(query.previewMode ? { preview_mode: true } : {}),
    ...(query.metaOnly ? { meta: true } : {}),
  };
}

/** 409 is an answer (the server copy), not an error. */
const acceptConflict = { validateStatus: (status: number) => (status >= 200 && status < 300) || status === 409 };

function writeResult<T>(status: number, item: T | null): WriteResult<T> {
  return status === 409 ? { status: 'conflict', item: item as T } : { status: 'ok', item };
}

export function createApi(http: AxiosInstance) {
  return {
    http,
    // ── Account ──
    login: async (email: string, password: string) =>
      (await http.post<LoginResponse>('/api/app/auth/user/login', { email, password })).data,
    register: async (form: RegisterBody) =>
      (await http.post<RegisterResponse>('/auth/user/register', form)).data,
    sendActivation: async (emailToVerify: string) =>
      (await http.post<MessageResponse>('/auth/activation/send', { emailToVerify })).data,
    sendPasswordReset: async (email: string) => (await http.post<MessageResponse>('/auth/password/email', { email })).data,
    logout: async () => {
      await http.get('/logout');
    },

    // ── Pattern projects ──
    listPatternProjects: async () =>
      (await http.get<PatternProjectsResponse>('/api/app/pattern-projects')).data.pattern_projects,
    getPatternProject: async (id: string) =>
      (await http.get<PatternProjectResponse>(`/api/app/pattern-project/${encodeURIComponent(id)}`)).data
        .pattern_project,
    savePatternProject: async (patternProject: PatternProjectUpload): Promise<WriteResult<ServerPatternProject>> => {
      const response = await http.post<{ pattern_project: ServerPatternProject }>('/api/app/pattern-project', { patternProject }, acceptConflict);
      return writeResult(response.status, response.data.pattern_project);
    },
    deletePatternProject: async (id: string, baseRevision: number): Promise<WriteResult<ServerPatternProject>> => {
      const response = await http.delete<{ pattern_project: ServerPatternProject | null }>(
        `/api/app/pattern-project/${encodeURIComponent(id)}`,
        { params: { base_revision: baseRevision }, ...acceptConflict },
      );
      return writeResult(response.status, response.data.pattern_project);
    },

    // ── Custom fabrics ──
    listCustomFabrics: async () =>
      (await http.get<CustomFabricsResponse>('/api/app/custom-fabrics')).data.custom_fabrics,
    getCustomFabric: async (id: string) =>
      (await http.get<CustomFabricResponse>(`/api/app/custom-fabric/${encodeURIComponent(id)}`)).data.custom_fabric,
    /** The JPEG as base64 (the wire format); storage converts it to a Blob. */
    getCustomFabricImage: async (id: string) =>
      (await http.get<CustomFabricImageResponse>(`/api/app/custom-fabric/image/${encodeURIComponent(id)}`)).data.fabric_image,
    saveCustomFabric: async (customFabric: CustomFabricUpload, fabricImage?: string): Promise<WriteResult<ServerCustomFabric>> => {
      const response = await http.post<{ custom_fabric: ServerCustomFabric }>(
        '/api/app/custom-fabric',
        { customFabric, ...(fabricImage ? { fabricImage } : {}) },
        acceptConflict,
      );
      return writeResult(response.status, response.data.custom_fabric);
    },
    deleteCustomFabric: async (id: string, baseRevision: number): Promise<WriteResult<ServerCustomFabric>> => {
      const response = await http.delete<{ custom_fabric: ServerCustomFabric | null }>(
        `/api/app/custom-fabric/${encodeURIComponent(id)}`,
        { params: { base_revision: baseRevision }, ...acceptConflict },
      );
      return writeResult(response.status, response.data.custom_fabric);
    },

    // ── The stash (issue 40): the list carries every entry, so there is no GET of one ──
    listStash: async () => (await http.get<StashResponse>('/api/app/stash')).data.stash,
    saveStashEntry: async (stashEntry: StashEntryUpload): Promise<WriteResult<ServerStashEntry>> => {
      const response = await http.post<{ stash_entry: ServerStashEntry }>('/api/app/stash-entry', { stashEntry }, acceptConflict);
      return writeResult(response.status, response.data.stash_entry);
    },
    deleteStashEntry: async (id: string, baseRevision: number): Promise<WriteResult<ServerStashEntry>> => {
      const response = await http.delete<{ stash_entry: ServerStashEntry | null }>(
        `/api/app/stash-entry/${encodeURIComponent(id)}`,
        { params: { base_revision: baseRevision }, ...acceptConflict },
      );
      return writeResult(response.status, response.data.stash_entry);
    },

    // ── Orders (e-books) ──
    getOrders: async () => (await http.get<OrdersResponse>('/api/app/orders')).data.data ?? [],
    downloadUrl: orderDownloadUrl,

    // ── The camera feature: the account's entitlements, store transactions, the web's checkout (issue 20) ──
    getEntitlements: async () => (await http.get<EntitlementsResponse>('/api/app/entitlements')).data.entitlements,
    /** A store transaction for the server to validate; recorded for the account when a token is sent. */
    postPurchase: async (purchase: PurchaseBody) => (await http.post<PurchaseResponse>('/api/app/purchases', purchase)).data,
    createCheckout: async (productId: string) =>
      (await http.post<CheckoutResponse>('/api/app/checkout', { product_id: productId })).data,

    // ── Content ──
    getFabrics: async (query?: ContentQuery) =>
      (await http.get<ContentResponse<ContentFabric>>('/api/app/fabrics', { params: contentParams(query) })).data,
    getSewingPatterns: async (query?: ContentQuery) =>
      (await http.get<ContentResponse<SewingPattern>>('/api/app/sewing-patterns', { params: contentParams(query) })).data,
    getMaterials: async (query?: ContentQuery) =>
      normaliseContent((await http.get<ContentResponse<Material> | Material[]>('/api/app/materials', { params: contentParams(query) })).data),
    getInspirations: async (query?: ContentQuery) =>
      (await http.get<ContentResponse<Inspiration>>('/api/app/inspirations', { params: contentParams(query) })).data,
    /** One pattern's sizes, which the list leaves out (checked in content/patternSizes.ts). */
    getPatternSizes: async (patternId: string, query?: ContentQuery) =>
      (await http.get<PatternSizesResponse>(`/api/app/sewing-patterns/${encodeURIComponent(patternId)}/sizes`, { params: contentParams(query) })).data,
  };
}

/** The spec shows materials as a plain list; accept both that and the { data, meta } envelope. */
function normaliseContent<T>(body: ContentResponse<T> | T[]): ContentResponse<T> {
  return Array.isArray(body) ? { data: body, meta: { publishedAt: null } } : body;
}

export type Api = ReturnType<typeof createApi>;
