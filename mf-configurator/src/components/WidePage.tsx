import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from '@nahtlos/ui';

export interface WidePageProps extends PageHeaderProps {
  /** Extra classes of the page's main landmark. */
  className?: string;
  children?: ReactNode;
}

/**
 * The kit's page (main landmark, page header on top) in its wide variant (`nt-page--wide`, up to 1200 px):
 * the configurator, the pattern grid and the project details use a desktop's width.
 */
export function WidePage({ className, children, ...header }: WidePageProps) {
  return (
    <main className={`nt-page nt-page--wide${className ? ` ${className}` : ''}`}>
      <PageHeader {...header} />
      {children}
    </main>
  );
}
