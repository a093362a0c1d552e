import type { ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { Link } from '@nahtlos/platform';
import { retryContentFx, type ContentStatus } from '../content';
import { strings } from '../strings';

const t = strings.library.common;

/** A polite loading line with a shimmer (screen readers hear the text). */
export function Loading({ text = t.loading }: { text?: string }) {
  return (
    <p className="lib-loading" role="status">
      <span className="lib-spinner" aria-hidden="true" />
      {text}
    </p>
  );
}

/** Shown when content has not been loaded on this device and the network is gone. */
export function OfflineEmpty() {
  const retry = useUnit(retryContentFx);
  return (
    <div className="lib-notice" role="status">
      <p>{t.offlineEmpty}</p>
      <button type="button" className="nt-button" onClick={() => void retry()}>
        {t.retry}
      </button>
    </div>
  );
}

/** Shown when content could not be loaded and no copy of it is stored on this device. */
export function ContentFailed() {
  const retry = useUnit(retryContentFx);
  return (
    <div className="lib-notice" role="alert">
      <p>{t.contentFailed}</p>
      <button type="button" className="nt-button" onClick={() => void retry()}>
        {t.retry}
      </button>
    </div>
  );
}

/** The notice for content that is not there: offline, or failed. */
export function ContentMissing({ status }: { status: ContentStatus }) {
  if (status === 'offline') return <OfflineEmpty />;
  if (status === 'failed') return <ContentFailed />;
  return null;
}

export function EmptyNotice({ children }: { children: ReactNode }) {
  return <p className="lib-notice">{children}</p>;
}

/** Unknown id: a German message and a way back (plus one to the home page, unless that is the way back). */
export function NotFound({ title, text, to, linkText }: { title: string; text: string; to: string; linkText: string }) {
  return (
    <div className="lib-not-found">
      <h2>{title}</h2>
      <p>{text}</p>
      <div className="lib-actions">
        <Link className="nt-button nt-button--dark" to={to}>
          {linkText}
        </Link>
        {to === '/' ? null : (
          <Link className="nt-button" to="/">
            {t.backToHome}
          </Link>
        )}
      </div>
    </div>
  );
}
