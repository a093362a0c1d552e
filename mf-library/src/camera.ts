/** The camera, opened from this app's pages: the platform's openCamera as an effect, so a test's scope gives it a handler. */
import { createEffect } from 'effector';
import { openCamera } from '@nahtlos/platform';

/** Opens the camera (web: the file picker); `returnTo`: where closing the photo flow goes. Resolves true when it opened. */
export const openCameraFx = createEffect((options: { returnTo?: string } | void) => openCamera(options ?? {}));
