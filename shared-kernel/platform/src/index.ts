/**
 * @nahtlos/platform — loaded once per page as a Module Federation singleton (semver: CHANGELOG.md).
 * Import units by name (`import { $online } from '@nahtlos/platform'`): namespace
 * objects of shared modules are trimmed in production builds.
 */
import { watchNetworkStatus } from './bus/network';
import { registerKernelInstance } from './guard';
import { isNativePlatform } from './services/native/platform';

registerKernelInstance();
// $online is live on every page, also before the services start (the frame's network banner shows on
// /privacy too). In the app the Network plugin feeds it instead (startNativePlatform): the WebView's
// online/offline events are unreliable there.
if (typeof window !== 'undefined' && !isNativePlatform()) watchNetworkStatus(window);

export * from './bus/catalogue';
// ── Server-rendered pages: the state the page carries (issue 37) ──
export { adoptPageState } from './services/content/pageState';
export * from './router';
export { RETURN_TO_PARAM, returnToOf, safeReturnPath, withReturnTo } from './returnTo';

export { registerReactCopy } from './guard';
export { platformStrings } from './strings';

// ── Domain: types and pure rules ──
export type {
  CacheEntry,
  CustomFabric,
  Fabric,
  Inspiration,
  InspirationBlock,
  LegacyEntry,
  LoadState,
  Material,
  Order,
  PatternArea,
  PatternProject,
  PatternSize,
  ProjectArea,
  ProjectPattern,
  ProjectView,
  ServerCustomFabric,
  ServerPatternProject,
  SewingPattern,
} from './domain/types';
export {
  FABRIC_SIZE_MAX_CM,
  NAME_MAX,
  validateFabricSizeCm,
  validateForgotPassword,
  validateLogin,
  validateName,
  validateRegistration,
  type LoginForm,
  type RegistrationForm,
} from './domain/rules/validation';
export { convertLegacyPattern } from './domain/legacy';
export { COLOR_MATERIAL, CUSTOM_MATERIAL } from './domain/materials';
export type { ContentSnapshot, Enriched } from './domain/enrich';

// ── Services: effects wired to the bus; their implementation loads on first use (services/runtime.ts) ──
export {
  accountListsWanted,
  acknowledgeNotConnectedWarning,
  countDesignsUsingFabric,
  createCustomFabric,
  createProject,
  deleteCustomFabric,
  deleteProject,
  fileCache,
  flushPendingUploads,
  getProject,
  getProjectPng,
  getProjectSvg,
  hasAppConnection,
  loadOrders,
  loadOrdersFx,
  loginFx,
  loginUser,
  loadContent,
  loadPatternSizes,
  logoutFx,
  logoutUser,
  notConnectedWarningAcknowledged,
  orderDownloadUrl,
  registerFx,
  registerUser,
  removeInspiration,
  renameCustomFabric,
  requestContent,
  requestPasswordReset,
  resendActivationMail,
  saveInspiration,
  setCustomFabricSize,
  setPreviewRenderer,
  startKernel,
  startServices,
  syncNow,
  updateProject,
  type Platform,
} from './services/kernel';
// ── Start-up in small tasks (issue 17) ──
export { whenIdle, yieldToMain } from './services/scheduling';
export type { ProjectDraft } from './services/repositories/projects';
export type { CustomFabricDraft, FabricSize } from './services/repositories/customFabrics';
export { ValidationError } from './services/repositories/errors';
export type { LoginResult, FormResult } from './services/session/session';
export type { SyncReport } from './services/sync/engine';

export { logger, type LogRecord } from './services/logging/logger';
export { StorageFullError } from './services/storage/errors';

export { statusOf } from './services/api/errors';
export type { Api, WriteResult } from './services/api/endpoints';
export {
  $cameraFeatureProduct,
  completeCheckout,
  startCameraPurchases,
  showRememberedCameraPurchase,
  orderCameraFeature,
  type CameraFeatureProduct,
  type PurchaseAdapter,
  type PurchaseOutcome,
} from './services/platform/purchase';
export {
  cameraReturnRoute,
  openCamera,
  pendingPhoto,
  type CameraAdapter,
  type CameraOptions,
  type Photo,
} from './services/platform/camera';
// ── Native app (Capacitor): adapters chosen at run time; the web keeps its implementations ──
export {
  isNativePlatform,
  shareDesignNative,
  startNativePlatform,
  type DevicePlatform,
  type NativeStartOptions,
  type NativeStartResult,
} from './services/native';
