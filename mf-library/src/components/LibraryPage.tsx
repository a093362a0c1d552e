import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from '@nahtlos/ui';

/**
 * The kit's page layout (a main landmark, the page header on top) with the library's width: `wide` pages
 * (grids, details with image and text side by side) use the desktop's width (kit: nt-page--wide, 1200 px);
 * the others keep the 720 px column of running text.
 */
export function LibraryPage({ wide = false, className, children, ...header }: PageHeaderProps & { wide?: boolean; className?: string; children?: ReactNode }) {
  return (
    <main className={`nt-page${wide ? ' nt-page--wide' : ''}${className ? ` ${className}` : ''}`}>
      <PageHeader {...header} />
      {children}
    </main>
  );
}
