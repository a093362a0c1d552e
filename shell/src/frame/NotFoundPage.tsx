import { Link } from '@nahtlos/platform';
import { PageLayout } from '@nahtlos/ui';
import { strings } from '../strings';

export function NotFoundPage() {
  return (
    <PageLayout title={strings.frame.notFoundTitle}>
      <p>{strings.frame.notFoundText}</p>
      <ul className="frame-links">
        <li>
          <Link to="/">{strings.frame.toHome}</Link>
        </li>
        <li>
          <Link to="/patterns">{strings.titles.patterns}</Link>
        </li>
        <li>
          <Link to="/fabrics">{strings.titles.fabrics}</Link>
        </li>
      </ul>
    </PageLayout>
  );
}
