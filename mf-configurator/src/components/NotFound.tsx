import { Link } from '@nahtlos/platform';
import { PageLayout } from '@nahtlos/ui';
import { strings } from '../strings';

/** German not-found page with a way back (unknown pattern or project id). */
export function NotFound({ title, text, to, linkText }: { title: string; text: string; to: string; linkText: string }) {
  return (
    <PageLayout title={title} backTo={to}>
      <section className="cfg-notfound">
        <p>{text}</p>
        <p>
          <Link className="nt-button nt-button--yellow" to={to}>
            {linkText}
          </Link>
        </p>
        <p>
          <Link to="/">{strings.frame.toHome}</Link>
        </p>
      </section>
    </PageLayout>
  );
}
