import { CloseIcon, ConfirmIcon } from '@nahtlos/ui';
import { strings } from '../../strings';

const t = strings.photo.cropper;

/** The cropper's header: close and the confirm tick both save the crop (SPEC "Camera-related screens"). */
export function CropperHeader({ onSave }: { onSave: () => void }) {
  return (
    <header className="nt-page-header" id="main-header">
      <button type="button" className="nt-icon-button" aria-label={t.close} onClick={onSave}>
        <CloseIcon aria-hidden="true" size={24} />
      </button>
      <h1>{t.title}</h1>
      <button type="button" className="nt-icon-button" aria-label={t.confirm} onClick={onSave}>
        <ConfirmIcon aria-hidden="true" size={24} />
      </button>
    </header>
  );
}

/**
 * The cropper as it looks before the photo is ready, while its code (cropperjs) loads: the same
 * header, area, status line and disabled 'Weiter', so nothing moves when the page takes over.
 */
export function CropperLoading() {
  return (
    <main className="nt-page lib-cropper" aria-busy>
      <CropperHeader onSave={() => undefined} />
      <div className="lib-cropper__area" role="group" aria-label={t.area} data-ready="false">
        <p className="lib-cropper__status" role="status">
          {t.preparing}
        </p>
      </div>
      <button type="button" className="nt-button nt-button--yellow nt-button--block" disabled>
        {t.next}
      </button>
    </main>
  );
}
