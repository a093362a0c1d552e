import { useStoreMap, useUnit } from 'effector-react';
import { $online, $session, $uploading } from '@nahtlos/platform';
import { uiStrings } from '../strings';

/**
 * What a card says about an item of the logged-in user that is not on the server yet: offline the
 * spec's offline icon; online 'Wird hochgeladen…' while uploads run, else 'Noch nicht hochgeladen'
 * (a failed upload waiting for its retry). Nothing for uploaded items, shipped ones or logged out.
 */
export type UploadStatus = { kind: 'offline' | 'uploading' | 'pending'; label: string } | null;

export function useUploadStatus(pendingUpload: boolean): UploadStatus {
  // only whether someone is logged in, not the session: a page of many cards is not re-rendered whole when it arrives
  const loggedIn = useStoreMap({ store: $session, keys: [], fn: (session) => session.loggedIn });
  const [online, uploading] = useUnit([$online, $uploading]);
  if (!pendingUpload || !loggedIn) return null;
  if (!online) return { kind: 'offline', label: uiStrings.cards.notUploaded };
  return uploading ? { kind: 'uploading', label: uiStrings.cards.uploading } : { kind: 'pending', label: uiStrings.cards.notUploaded };
}
