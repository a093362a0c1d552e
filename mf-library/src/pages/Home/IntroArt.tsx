/** Small inline illustrations of the intro slides (no network, so the first paint is instant). */
export function IntroArt({ index }: { index: number }) {
  if (index === 0) {
    return (
      <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">
        <path d="M52 22l18-8h20l18 8 22 18-12 16-12-8v56H54V48l-12 8-12-16z" fill="#F6C445" stroke="#2B2622" strokeWidth="3" strokeLinejoin="round" />
        <path d="M70 14c2 8 18 8 20 0" fill="none" stroke="#2B2622" strokeWidth="3" />
        <path d="M62 60h36M62 76h36M62 92h36" stroke="#B5523B" strokeWidth="3" strokeDasharray="5 5" />
      </svg>
    );
  }
  if (index === 1) {
    return (
      <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">
        <rect x="18" y="30" width="46" height="62" rx="8" fill="#D8E4D3" stroke="#2B2622" strokeWidth="3" />
        <rect x="57" y="22" width="46" height="62" rx="8" fill="#F3D9C9" stroke="#2B2622" strokeWidth="3" />
        <rect x="96" y="30" width="46" height="62" rx="8" fill="#D6E0EE" stroke="#2B2622" strokeWidth="3" />
        <circle cx="72" cy="40" r="4" fill="#B5523B" />
        <circle cx="88" cy="52" r="4" fill="#B5523B" />
        <circle cx="72" cy="64" r="4" fill="#B5523B" />
        <path d="M104 44h30M104 56h30M104 68h30" stroke="#4F7CB5" strokeWidth="4" />
        <path d="M26 84l30-40" stroke="#5F9468" strokeWidth="4" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">
      <rect x="34" y="14" width="92" height="92" rx="14" fill="#FBF8F4" stroke="#2B2622" strokeWidth="3" />
      <path d="M80 86s-26-15-26-32a13 13 0 0 1 26-5 13 13 0 0 1 26 5c0 17-26 32-26 32z" fill="#B5523B" />
      <path d="M118 16l10-10M128 26l12-4M110 8l2-8" stroke="#F6C445" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
