/**
 * The native app (Android, iOS) is the shell plus a snapshot of every remote, bundled by
 * `scripts/mobile-bundle.mjs` into `dist-native/` (remotes.json there points at the bundled copies),
 * so the app starts without network. `pnpm mobile:sync` builds that folder and runs `cap sync`.
 */
import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'de.nahtlos.app',
  appName: 'Nahtlos',
  webDir: 'dist-native',
  android: {
    // the WebView serves the bundle from https://localhost (secure context: IndexedDB, crypto, camera)
    allowMixedContent: false,
  },
  server: {
    androidScheme: 'https',
  },
  plugins: {
    // API calls go through the native HTTP stack (no CORS preflight against the provider's site)
    CapacitorHttp: { enabled: true },
    CapacitorSQLite: { androidIsEncryption: false, iosIsEncryption: false },
    StatusBar: { style: 'LIGHT', backgroundColor: '#EDE3D7', overlaysWebView: false },
  },
};

export default config;
