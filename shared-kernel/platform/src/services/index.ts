/**
 * @nahtlos/platform/services — the platform's top layer: the services as effects and calls wired to the bus, their
 * implementation loaded on first use (runtime.ts), the native adapters, the logger. Imports the bus and the domain,
 * never the other way round.
 */
// ── The start, content and the account's lists ──
export { accountListsWanted, loadContent, loadPatternSizes, requestContent, setPreviewRenderer, startKernel, startServices, type Platform } from './kernel';
// ── The account: session, orders, saved inspirations ──
export {
  acknowledgeNotConnectedWarning,
  hasAppConnection,
  loadOrdersFx,
  loginFx,
  logoutFx,
  notConnectedWarningAcknowledged,
  registerFx,
  removeInspiration,
  requestPasswordReset,
  resendActivationMail,
  saveInspiration,
} from './accountServices';
// ── A design's projects, own fabrics, the stash and files ──
export {
  addStashEntry,
  countDesignsUsingFabric,
  createCustomFabric,
  createProject,
  deleteCustomFabric,
  deleteProject,
  fileCache,
  getProject,
  getProjectPng,
  getProjectSvg,
  orderDownloadUrl,
  removeStashEntry,
  renameCustomFabric,
  setCustomFabricSize,
  updateProject,
  updateStashEntry,
} from './designServices';
// ── Sync and uploads ──
export { flushPendingUploads, syncNow } from './uploads';
// (the camera feature's services are the purchase flow's, below; content retried on reconnect has no name)
import './entitlementServices';
import './contentRetry';
// ── Start-up in small tasks (issue 17) ──
export { whenIdle, yieldToMain } from './scheduling';
export type { ProjectDraft } from './repositories/projects';
export type { CustomFabricDraft, FabricSize } from './repositories/customFabrics';
export { ValidationError } from './repositories/errors';
export type { LoginResult, FormResult } from './session/session';
export type { SyncReport } from './sync/engine';

export { logger, type LogRecord } from './logging/logger';
export { StorageFullError } from './storage/errors';

export { statusOf } from './api/errors';
export type { Api, WriteResult } from './api/endpoints';
export {
  $cameraFeatureProduct,
  completeCheckout,
  startCameraPurchases,
  showRememberedCameraPurchase,
  orderCameraFeature,
  type CameraFeatureProduct,
  type PurchaseAdapter,
  type PurchaseOutcome,
} from './platform/purchase';
export {
  cameraReturnRoute,
  openCamera,
  pendingPhoto,
  type CameraAdapter,
  type CameraOptions,
  type Photo,
} from './platform/camera';
// ── Native app (Capacitor): adapters chosen at run time; the web keeps its implementations ──
export {
  isNativePlatform,
  shareDesignNative,
  startNativePlatform,
  type DevicePlatform,
  type NativeStartOptions,
  type NativeStartResult,
} from './native';
