import { Link } from '@nahtlos/platform';
import { brand } from '@nahtlos/ui';
import { strings } from '../strings';

/** Home footer: imprint and AGB on the provider's site (new window), privacy inside the app. */
export function Footer() {
  const nw = strings.library.common.newWindow;
  return (
    <footer className="lib-footer">
      <nav aria-label={strings.library.home.footerLabel}>
        <a href={brand.imprint} target="_blank" rel="noopener noreferrer" aria-label={`${strings.footer.imprint} ${nw}`}>
          {strings.footer.imprint}
        </a>
        <a href={brand.terms} target="_blank" rel="noopener noreferrer" aria-label={`${strings.footer.terms} ${nw}`}>
          {strings.footer.terms}
        </a>
        <Link to="/privacy">{strings.footer.privacy}</Link>
      </nav>
      <p>© {brand.name}</p>
    </footer>
  );
}
