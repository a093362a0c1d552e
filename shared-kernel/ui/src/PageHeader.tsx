import { useUnit } from 'effector-react';
import { savePatternsRequested, useNavigate } from '@nahtlos/platform';
import { uiStrings } from './strings';
import { backDestination } from './back';
import { BackIcon, CloseIcon, ConfirmIcon } from './icons';

export interface PageHeaderProps {
  title: string;
  /** The route's logical parent: where back goes when the entry before is not the app's (default: home). */
  backTo?: string;
  hideBack?: boolean;
  /**
   * The ← always goes to `backTo`, replacing this entry, with this history state: for a page that
   * replaced its parent's entry (the save screen replaces the configurator), so back in history would skip the parent.
   */
  backReplacing?: { state?: unknown };
  /** Shows a close button that navigates here, replacing the history entry. */
  closeTo?: string;
  /** Shows a tickmark; 'savePatterns' fires the bus signal the configurator saves on. */
  tickmark?: 'savePatterns' | (() => void);
  tickmarkLabel?: string;
}

export function PageHeader({ title, backTo, hideBack, backReplacing, closeTo, tickmark, tickmarkLabel }: PageHeaderProps) {
  const navigate = useNavigate();
  const requestSavePatterns = useUnit(savePatternsRequested);
  // (Android's hardware back presses this button too: platform's backButton finds it by data-nt-back)
  const goBack = () => {
    const to = backReplacing && backTo ? backTo : backDestination(window.history.state, backTo);
    if (to === -1) void navigate(-1);
    else void navigate(to, backReplacing ? { replace: true, state: backReplacing.state } : undefined);
  };
  const onTick = () => (tickmark === 'savePatterns' ? requestSavePatterns() : tickmark?.());
  return (
    <header className="nt-page-header" id="main-header">
      {hideBack ? (
        <span className="nt-icon-spacer" />
      ) : (
        <button type="button" className="nt-icon-button" aria-label={uiStrings.frame.back} data-nt-back="" onClick={goBack}>
          <BackIcon size={24} />
        </button>
      )}
      <h1>{title}</h1>
      {tickmark ? (
        <button type="button" className="nt-icon-button" aria-label={tickmarkLabel ?? uiStrings.frame.save} onClick={onTick}>
          <ConfirmIcon size={24} />
        </button>
      ) : null}
      {closeTo ? (
        <button
          type="button"
          className="nt-icon-button"
          aria-label={uiStrings.frame.close}
          onClick={() => navigate(closeTo, { replace: true })}
        >
          <CloseIcon size={24} />
        </button>
      ) : null}
      {!tickmark && !closeTo ? <span className="nt-icon-spacer" /> : null}
    </header>
  );
}
