// The page's one inline script (allowed by the request's nonce): until the app has hydrated the host's markup, a tap on
// one of its controls would do nothing (a link still navigates: it needs no script). The script keeps the latest such
// tap inside #page-root, marked busy (kit.css shows it waiting), and hands it to the shell, which taps it again once the
// app has mounted (shell/src/earlyTap.ts: `window.nahtlosEarlyTaps.take()`). Only pages the host rendered carry it.
const TAPPABLE = 'button,summary,[role=button],[role=tab],[role=option],[role=radio],[role=checkbox],[role=switch],[role=menuitem]';

const script = `(function(){var kept=null;function keep(e){var c=e.target&&e.target.closest?e.target.closest(${JSON.stringify(TAPPABLE)}):null;if(!c||!c.closest("#page-root"))return;e.preventDefault();if(kept)kept.removeAttribute("aria-busy");c.setAttribute("aria-busy","true");kept=c}document.addEventListener("click",keep,true);window.nahtlosEarlyTaps={take:function(){document.removeEventListener("click",keep,true);var c=kept;kept=null;if(c)c.removeAttribute("aria-busy");return c}}})();`;

export const earlyTapsTag = (nonce: string) => `<script nonce="${nonce}">${script}</script>`;
