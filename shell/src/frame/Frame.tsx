import { useLocation } from '@nahtlos/platform';
import { AppRouter } from '@nahtlos/ui';
import './frame.css';
import { NetworkBanner } from './NetworkBanner';
import { NotFoundPage } from './NotFoundPage';
import { PrivacyPage } from './PrivacyPage';
import { TabBar } from './TabBar';
import { Toasts } from './Toasts';
import { Dialogs } from './Dialogs';
import { ownerOf, tabRoutes } from '../routeTable';

/** The shell's own React app: everything around the remotes' pages (on `location` when rendered on the server). */
export function Frame({ location }: { location?: string } = {}) {
  return (
    <AppRouter location={location}>
      <FrameContent />
    </AppRouter>
  );
}

function FrameContent() {
  const path = useLocation().pathname;
  const owner = ownerOf(path);
  return (
    <>
      <NetworkBanner />
      {path === '/privacy' ? <PrivacyPage /> : null}
      {owner === null ? <NotFoundPage /> : null}
      {tabRoutes.includes(path) ? <TabBar path={path} /> : null}
      <Toasts />
      <Dialogs />
    </>
  );
}
