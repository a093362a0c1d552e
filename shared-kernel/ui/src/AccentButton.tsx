import type { ReactNode } from 'react';
import { useNavigate } from '@nahtlos/platform';
import { smoothScrollTo } from './motion';

export interface AccentButtonProps {
  to: string;
  children: ReactNode;
  variant?: 'yellow' | 'dark' | 'light';
  block?: boolean;
  /** Scroll smoothly (468 ms) to the page's main header after navigating. */
  scrollToHeader?: boolean;
  replace?: boolean;
  state?: unknown;
}

/** A button-styled link to an app route; external URLs open in a new window. */
export function AccentButton({ to, children, variant = 'light', block, scrollToHeader, replace, state }: AccentButtonProps) {
  const navigate = useNavigate();
  const className = `nt-button${variant === 'light' ? '' : ` nt-button--${variant}`}${block ? ' nt-button--block' : ''}`;
  if (/^https?:\/\//.test(to)) {
    return (
      <a className={className} href={to} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <a
      className={className}
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to, { replace, state });
        if (scrollToHeader) {
          requestAnimationFrame(() => {
            const header = document.getElementById('main-header');
            if (header) void smoothScrollTo(header);
          });
        }
      }}
    >
      {children}
    </a>
  );
}
