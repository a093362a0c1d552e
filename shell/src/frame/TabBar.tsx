import { Link } from '@nahtlos/platform';
import { brand, FabricsIcon, HomeIcon, PatternsIcon, ProfileIcon, Wordmark, type Icon } from '@nahtlos/ui';
import { strings } from '../strings';

const tabs: { href: string; label: string; icon: Icon; matches: string[] }[] = [
  { href: '/', label: strings.tabs.home, icon: HomeIcon, matches: ['/'] },
  { href: '/tabs/patterns', label: strings.tabs.patterns, icon: PatternsIcon, matches: ['/tabs/patterns', '/patterns'] },
  { href: '/fabrics', label: strings.tabs.fabrics, icon: FabricsIcon, matches: ['/fabrics'] },
  { href: '/profile', label: strings.tabs.profile, icon: ProfileIcon, matches: ['/profile'] },
];

/**
 * The app's navigation: a tab bar at the bottom on phones; from 768 px a bar on top with the wordmark and the
 * four items in a row (frame.css). `data-nt-topnav` tells the kit's CSS that pages start below it.
 */
export function TabBar({ path }: { path: string }) {
  return (
    <nav className="frame-tabbar" aria-label={strings.tabs.label} data-nt-topnav="">
      <div className="frame-tabbar__inner">
        {/* the wordmark of the top navigation; phones have the tab bar only (the home page shows the logo) */}
        <Link className="nt-logo frame-tabbar__logo" to="/" aria-label={`${brand.name} – ${strings.frame.toHome}`}>
          <Wordmark />
        </Link>
        <div className="frame-tabbar__items">
          {tabs.map(({ href, label, icon: TabIcon, matches }) => {
            const current = matches.includes(path);
            return (
              // the router's link, like every app's: single-spa follows the history change (importing single-spa
              // here put a second copy of it into the frame's chunk)
              <Link key={href} to={href} aria-current={current ? 'page' : undefined} className={current ? 'is-current' : undefined}>
                <TabIcon size={24} strokeWidth={current ? 2.2 : 1.8} />
                <span>{label}</span>
              </Link>
            );
          })}
        </div>
      </div>
    </nav>
  );
}
