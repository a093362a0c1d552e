/**
 * A list's loading line that is already as tall as the empty line replacing it most often — on a phone
 * one of them wraps and the other does not, and everything below would move when loading ends (a layout
 * shift right after the first paint). The empty text is laid over it, invisible (profile.css).
 */
export function LoadingLine({ text, then }: { text: string; then: string }) {
  return (
    <p className="pf-empty pf-empty--loading" role="status" data-then={then}>
      <span>{text}</span>
    </p>
  );
}
