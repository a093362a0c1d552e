// The page's one inline script (by the request's nonce): until the app has hydrated, a tap on a control of #page-root
// would do nothing, so it keeps the latest one, marked busy, for the shell to tap again (shell/src/earlyTap.ts).
const TAPPABLE = 'button,summary,[role=button],[role=tab],[role=option],[role=radio],[role=checkbox],[role=switch],[role=menuitem]';

const script = `(function(){var kept=null;function keep(e){var c=e.target&&e.target.closest?e.target.closest(${JSON.stringify(TAPPABLE)}):null;if(!c||!c.closest("#page-root"))return;e.preventDefault();if(kept)kept.removeAttribute("aria-busy");c.setAttribute("aria-busy","true");kept=c}document.addEventListener("click",keep,true);window.nahtlosEarlyTaps={take:function(){document.removeEventListener("click",keep,true);var c=kept;kept=null;if(c)c.removeAttribute("aria-busy");return c}}})();`;

export const earlyTapsTag = (nonce: string) => `<script nonce="${nonce}">${script}</script>`;
