import { Link } from '@nahtlos/platform';
import { strings } from '../strings';

const tabs = [
  { href: '/', label: strings.tabs.home, icon: '⌂', matches: ['/'] },
  { href: '/tabs/patterns', label: strings.tabs.patterns, icon: '✂', matches: ['/tabs/patterns', '/patterns'] },
  { href: '/fabrics', label: strings.tabs.fabrics, icon: '▦', matches: ['/fabrics'] },
  { href: '/profile', label: strings.tabs.profile, icon: '☺', matches: ['/profile'] },
];

export function TabBar({ path }: { path: string }) {
  return (
    <nav className="frame-tabbar" aria-label={strings.tabs.label}>
      {tabs.map((tab) => {
        const current = tab.matches.includes(path);
        return (
          // the router's link, like every app's: single-spa follows the history change (importing single-spa
          // here put a second copy of it into the frame's chunk)
          <Link key={tab.href} to={tab.href} aria-current={current ? 'page' : undefined} className={current ? 'is-current' : undefined}>
            <span aria-hidden="true">{tab.icon}</span>
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
