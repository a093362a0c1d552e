/**
 * Replaces every Capacitor plugin the kernel uses with the fakes in ./plugins (the bridge replaced at
 * the plugin boundary). Import it before anything else in a test file: its jest.mock calls have to
 * run before the kernel's modules load the plugins.
 */
jest.mock('@capacitor/core', () => require('./plugins').coreModule);
jest.mock('@capacitor/filesystem', () => require('./plugins').filesystemModule);
jest.mock('@capacitor/app', () => require('./plugins').appModule);
jest.mock('@capacitor/network', () => require('./plugins').networkModule);
jest.mock('@capacitor/status-bar', () => require('./plugins').statusBarModule);
jest.mock('@capacitor-community/sqlite', () => require('./plugins').sqliteModule);
jest.mock('@capacitor/camera', () => require('./plugins').cameraModule);
jest.mock('@capacitor/share', () => require('./plugins').shareModule);
jest.mock('@capacitor-community/media', () => require('./plugins').mediaModule);

export {};
