/**
 * @nahtlos/platform — loaded once per page as a Module Federation singleton (semver: CHANGELOG.md).
 * Import units by name (`import { $online } from '@nahtlos/platform'`): namespace
 * objects of shared modules are trimmed in production builds.
 */
import { registerKernelInstance } from './guard';

registerKernelInstance();

export * from './bus/catalogue';
export * from './router';
export { watchNetworkStatus } from './bus/network';
export { registerKernelInstance, registerReactCopy, singletonReport } from './guard';
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
  ProjectArea,
  ProjectPattern,
  ProjectView,
  ServerCustomFabric,
  ServerPatternProject,
  SewingPattern,
} from './domain/types';
export {
  copyName,
  isEmail,
  NAME_MAX,
  PASSWORD_MIN,
  validateForgotPassword,
  validateLogin,
  validateName,
  validateRegistration,
  type LoginForm,
  type RegistrationForm,
} from './domain/rules/validation';
export { convertLegacyPattern } from './domain/legacy';
export { COLOR_MATERIAL, enrichProject, findFabric, type ContentSnapshot, type Enriched } from './domain/enrich';

// ── Services: the app's kernel instance ──
export {
  $customFabrics,
  $customFabricsState,
  $fabrics,
  $fabricsState,
  $inspirations,
  $inspirationsState,
  $legacyPatterns,
  $materials,
  $materialsState,
  $orders,
  $ordersState,
  $projects,
  $projectsState,
  $sewingPatterns,
  $sewingPatternsState,
  acknowledgeNotConnectedWarning,
  api,
  createCustomFabric,
  createProject,
  deleteCustomFabric,
  deleteProject,
  fileCache,
  flushPendingUploads,
  getCustomFabricImage,
  getProject,
  getProjectPng,
  getProjectSvg,
  hasAppConnection,
  kernelServices,
  loadContent,
  loadOrders,
  loginUser,
  logoutUser,
  notConnectedWarningAcknowledged,
  orderDownloadUrl,
  registerUser,
  reloadCustomFabrics,
  reloadProjects,
  removeInspiration,
  renameCustomFabric,
  requestPasswordReset,
  resendActivationMail,
  saveInspiration,
  setPreviewRenderer,
  startKernel,
  syncNow,
  updateProject,
  type Platform,
} from './services/kernel';
export type { ProjectDraft } from './services/repositories/projects';
export { CUSTOM_MATERIAL, type CustomFabricDraft } from './services/repositories/customFabrics';
export { ValidationError } from './services/repositories/errors';
export type { LoginResult, FormResult } from './services/session/session';
export type { SyncReport } from './services/sync/engine';
export { CACHE_LIFETIME_S } from './services/content/contentCache';
export { logger, type LogRecord } from './services/logging/logger';
export { StorageFullError, isQuotaError } from './services/storage/errors';
export { registerNativeStorageDriver, requestPersistentStorage } from './services/storage/localforageStore';
export { blobToBase64, base64ToBlob } from './services/storage/blobs';
export { isNetworkError, statusOf } from './services/api/http';
export type { Api, WriteResult } from './services/api/endpoints';
export {
  CAMERA_PRODUCT_ID,
  CAMERA_PRODUCT_PRICE,
  createCdvPurchaseAdapter,
  startCameraPurchases,
  showRememberedCameraPurchase,
  connectPurchaseAdapter,
  orderCameraFeature,
  restorePurchases,
  type PurchaseAdapter,
  type PurchaseOutcome,
} from './services/platform/purchase';
export {
  CAMERA_DEFAULTS,
  CROPPER_ROUTE,
  cameraReturnRoute,
  createWebCameraAdapter,
  openCamera,
  pendingPhoto,
  setCameraAdapter,
  setPendingPhoto,
  takePhoto,
  type CameraAdapter,
  type CameraOptions,
  type Photo,
} from './services/platform/camera';
// ── Native app (Capacitor): adapters chosen at run time; the web keeps its implementations ──
export {
  devicePlatform,
  isNativePlatform,
  nativeCameraAdapter,
  shareDesignNative,
  startNativePlatform,
  type DevicePlatform,
  type NativeStartOptions,
  type NativeStartResult,
} from './services/native';
