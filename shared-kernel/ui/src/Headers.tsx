import { brand } from './brand';
import { CloseIcon } from './icons';
import { uiStrings } from './strings';

export interface WelcomeHeaderProps {
  showClose?: boolean;
  /** Close target: an app route (default '/') or an external URL, opened in a new window. */
  closeHref?: string;
}

/** The brand's wordmark (its last letter in the accent colour): inside an element with the class `nt-logo`. */
export function Wordmark() {
  return (
    <>
      {brand.name.slice(0, -1)}
      <span>{brand.name.slice(-1)}</span>
    </>
  );
}

/** Logo header of the home and teaser pages. */
export function WelcomeHeader({ showClose = false, closeHref = '/' }: WelcomeHeaderProps) {
  const external = /^https?:\/\//.test(closeHref);
  return (
    <header className="nt-welcome-header" id="main-header">
      <a className="nt-logo" href="/" aria-label={`${brand.name} – ${uiStrings.frame.toHome}`}>
        <Wordmark />
      </a>
      {showClose ? (
        <a
          className="nt-icon-button"
          href={closeHref}
          aria-label={uiStrings.frame.close}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          <CloseIcon size={24} />
        </a>
      ) : null}
    </header>
  );
}

export interface BigHeaderProps {
  title: string;
  subtitle?: string | null;
}

/** Large uppercase title, truncated with an ellipsis at 68vw on phones, at the page's width from 768 px (profile, library). */
export function BigHeader({ title, subtitle }: BigHeaderProps) {
  return (
    <header className="nt-big-header" id="main-header">
      <h1 title={title}>{title}</h1>
      {subtitle ? <p title={subtitle}>{subtitle}</p> : null}
    </header>
  );
}

/** Section headline with the stitched decoration. */
export function DecoratedHeadline({ children, id }: { children: string; id?: string }) {
  return (
    <h2 className="nt-headline" id={id}>
      <span>{children}</span>
    </h2>
  );
}
