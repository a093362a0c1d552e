import { combine, createEffect, sample } from 'effector';
import { $cameraFeatureOwned, $customFabrics, $projects, $savedInspirations, $session } from '@nahtlos/platform';

/**
 * Tells the shell's host, in a cookie, that this device shows personal pages (an account, saved designs,
 * fabrics or inspirations, the camera feature): the host then serves no first paint of a page that shows
 * them (the prerendered /profile is the first visitor's), so nobody sees the guest page flash. It holds
 * '1' and nothing personal. Written only when the answer changes after start (the lists start empty): a
 * stale '1' only costs that first paint.
 */
export const PERSONAL_DEVICE_COOKIE = 'nahtlos_personal';

const $personalDevice = combine(
  $session,
  $projects,
  $customFabrics,
  $savedInspirations,
  $cameraFeatureOwned,
  (session, projects, fabrics, inspirations, cameraOwned) =>
    session.loggedIn || projects.length > 0 || fabrics.length > 0 || inspirations.length > 0 || cameraOwned,
);

/**
 * Whether the device shows personal data: as its cookie says (lists may still be loading) or its lists loaded
 * so far say. Read once by a mount, not app logic.
 */
export function showsPersonalData(): boolean {
  // eslint-disable-next-line effector/no-getState -- a one-off read at the moment an app mounts
  return document.cookie.split(/;\s*/).includes(`${PERSONAL_DEVICE_COOKIE}=1`) || $personalDevice.getState();
}

const writeCookieFx = createEffect((personal: boolean) => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = personal
    ? `${PERSONAL_DEVICE_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
    : `${PERSONAL_DEVICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
});

sample({ clock: $personalDevice.updates, target: writeCookieFx });
