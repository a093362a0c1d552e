import { BrowserRouter, useLocation } from '@nahtlos/platform';
import './frame.css';
import { NetworkBanner } from './NetworkBanner';
import { NotFoundPage } from './NotFoundPage';
import { PrivacyPage } from './PrivacyPage';
import { TabBar } from './TabBar';
import { Toasts } from './Toasts';
import { Dialogs } from './Dialogs';
import { ownerOf, tabRoutes } from '../routeTable';

/** The shell's own React app: everything around the remotes' pages. */
export function Frame() {
  return (
    <BrowserRouter>
      <FrameContent />
    </BrowserRouter>
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
