import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from './PageHeader';

export interface PageLayoutProps extends PageHeaderProps {
  children?: ReactNode;
}

/** The usual page: a main landmark with the page header on top. */
export function PageLayout({ children, ...header }: PageLayoutProps) {
  return (
    <main className="nt-page">
      <PageHeader {...header} />
      {children}
    </main>
  );
}
