// The platform's log capture for assertions on what was logged (same logger instance as the app's).
export { captureLogs } from '@nahtlos/platform/internal/services/logging/logger';
