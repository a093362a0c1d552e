import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from '@nahtlos/ui';

/**
 * The account screens' page: the kit's page header and the screen's content. On a phone it looks like the kit's
 * PageLayout; from 768 px (account.css) header and content sit in a centred card of a form's width.
 */
export function AccountLayout({ children, ...header }: PageHeaderProps & { children?: ReactNode }) {
  return (
    <main className="nt-page acc-page">
      <div className="acc-card">
        <PageHeader {...header} />
        {children}
      </div>
    </main>
  );
}
