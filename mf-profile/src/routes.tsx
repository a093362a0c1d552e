import type { ReactElement } from 'react';
import { ProfilePage } from './pages/ProfilePage/ProfilePage';
import { StashPage } from './pages/StashPage/StashPage';
import { SyncPage } from './pages/SyncPage/SyncPage';
import { WhatToSewPage } from './pages/WhatToSew/WhatToSewPage';

/** Routes this remote owns (the shell's route table activates it for exactly these). */
export const routes: { path: string; element: ReactElement }[] = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/load/patterns', element: <SyncPage /> },
  { path: '/stash', element: <StashPage /> },
  { path: '/stash/sew', element: <WhatToSewPage /> },
];
