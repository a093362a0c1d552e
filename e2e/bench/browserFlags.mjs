// The benches' browser flags. Desktop Chromium (156 here) opens its omnibox popups as WebUI pages, each in a renderer
// of its own, when it starts, headless too: ~0.4 s of script parsing and compiling that, on a two-core machine,
// competes with the page under measurement. No phone does that, so the benches switch them off (WebUIOmniboxPopup,
// WebUIOmniboxAimPopup; Target.getTargets lists no chrome://omnibox-popup.top-chrome/ page then). Chromium reads
// one --disable-features switch, the last, so chrome-launcher's own list (which Lighthouse passes first) is repeated.
const chromeLauncherDisabledFeatures = [
  'Translate',
  'OptimizationHints',
  'MediaRouter',
  'DialMediaRouteProvider',
  'CalculateNativeWinOcclusion',
  'InterestFeedContentSuggestions',
  'CertificateTransparencyComponentUpdater',
  'AutofillServerCommunication',
  'PrivacySandboxSettings4',
  'RenderDocument',
];
export const disabledFeatures = `--disable-features=${[...chromeLauncherDisabledFeatures, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`;

/** Lighthouse's `--chrome-flags` value. */
export const lighthouseChromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', disabledFeatures].join(' ');

/** Playwright's launch arguments for a bench's own browser. */
export const benchBrowserArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run', disabledFeatures];
