import { useLocation } from '@nahtlos/platform';
import { AppRouter } from '@nahtlos/ui';
import './frame.css';
import { NetworkBanner } from './NetworkBanner';
import { NotFoundPage } from './NotFoundPage';
import { PrivacyPage } from './PrivacyPage';
import { TabBar } from './TabBar';
import { Toasts } from './Toasts';
import { Dialogs } from './Dialogs';
import { shell } from '../apps';
import { pageApplicationAt } from '../layout';

/** The frame's own pages (apps.json `shell.routes`): not a 404 although no application of the layout shows them. */
const framePages: readonly string[] = shell.routes;

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
  const notFound = !framePages.includes(path) && pageApplicationAt(path) === null;
  return (
    <>
      <NetworkBanner />
      {path === '/privacy' ? <PrivacyPage /> : null}
      {notFound ? <NotFoundPage /> : null}
      {shell.tabRoutes.includes(path) ? <TabBar path={path} /> : null}
      <Toasts />
      <Dialogs />
    </>
  );
}
