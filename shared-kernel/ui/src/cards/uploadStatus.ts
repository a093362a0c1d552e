import { combine } from 'effector';
import { useUnit } from 'effector-react';
import { $online, $session, $uploading } from '@nahtlos/platform';
import { uiStrings } from '../strings';

/**
 * What a card says about an item of the logged-in user that is not on the server yet: offline the
 * spec's offline icon; online 'Wird hochgeladen…' while uploads run, else 'Noch nicht hochgeladen'
 * (a failed upload waiting for its retry). Nothing for uploaded items, shipped ones or logged out.
 */
export type UploadStatus = { kind: 'offline' | 'uploading' | 'pending'; label: string } | null;

const OFFLINE: UploadStatus = { kind: 'offline', label: uiStrings.cards.notUploaded };
const UPLOADING: UploadStatus = { kind: 'uploading', label: uiStrings.cards.uploading };
const PENDING: UploadStatus = { kind: 'pending', label: uiStrings.cards.notUploaded };

// one value for every card: it changes only when what the cards say does (not with each session or network change),
// so a page of many cards is not re-rendered whole when the session arrives
const $pendingUploadStatus = combine($online, $session, $uploading, (online, session, uploading): UploadStatus =>
  !session.loggedIn ? null : !online ? OFFLINE : uploading ? UPLOADING : PENDING,
);

export function useUploadStatus(pendingUpload: boolean): UploadStatus {
  const status = useUnit($pendingUploadStatus);
  return pendingUpload ? status : null;
}
