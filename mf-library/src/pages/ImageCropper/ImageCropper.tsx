import { useEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import Cropper from 'cropperjs';
import 'cropperjs/dist/cropper.css';
import { logger, pendingPhoto, useNavigate, type Photo } from '@nahtlos/platform';
import { strings } from '../../strings';
import { canCropInWorker, canvasToCrop, CROP, croppedCanvasOptions, cropInWorker, isAcceptedImage, prepareImage, type PreparedImage } from './image';
import { CropperHeader } from './CropperHeader';
import { alertUserFx, flowExit, mark, setCrop } from './photoFlow';

const t = strings.photo.cropper;

/**
 * /image-cropper ('Zuschneiden'): the crop area for the taken photo; close, the confirm tick and
 * 'Weiter' all save the crop (SPEC "Camera-related screens"). The photo is checked (type), decoded
 * and scaled down in a worker before cropperjs sees it, so a 12 MP photo does not freeze the page.
 */
export function ImageCropperPage({ photo = pendingPhoto() }: { photo?: Photo | null }) {
  const navigate = useNavigate();
  const imageRef = useRef<HTMLImageElement>(null);
  const cropperRef = useRef<Cropper | null>(null);
  const cropping = useRef(false);
  const prepared = useRef<PreparedImage | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const alertUser = useUnit(alertUserFx);

  // check and prepare the photo
  useEffect(() => {
    let cancelled = false;
    let url: string | null = null;
    const fail = async (message: string, error?: unknown) => {
      if (error) logger.warn('The photo could not be opened in the cropper.', error);
      await alertUser(message);
      if (!cancelled) navigate(flowExit(), { replace: true });
    };
    if (!photo) return undefined;
    if (!isAcceptedImage({ type: photo.blob.type, name: photo.name })) {
      void fail(strings.errors.invalidImageType);
      return () => {
        cancelled = true;
      };
    }
    prepareImage(photo.blob)
      .then((image) => {
        if (cancelled) return;
        prepared.current = image;
        url = URL.createObjectURL(image.blob);
        setSource(url);
      })
      .catch((error) => void fail(strings.errors.imageLoadFailed, error));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [photo, navigate, alertUser]);

  // cropperjs on the prepared image
  useEffect(() => {
    const image = imageRef.current;
    if (!source || !image) return undefined;
    const cropper = new Cropper(image, {
      aspectRatio: CROP.aspectRatio,
      viewMode: 1,
      dragMode: 'move',
      autoCropArea: 1,
      checkOrientation: false, // the worker already applied the photo's orientation
      minCropBoxWidth: CROP.minSize,
      minCropBoxHeight: CROP.minSize,
      background: false,
      toggleDragModeOnDblclick: false,
      ready() {
        mark('cropper-ready');
        setReady(true);
      },
    });
    cropperRef.current = cropper;
    return () => {
      cropper.destroy();
      cropperRef.current = null;
    };
  }, [source]);

  /** Crops (once at a time: saving is ignored while a crop runs) and opens the save dialog. */
  const save = async () => {
    const cropper = cropperRef.current;
    if (!cropper || !ready || cropping.current) return;
    cropping.current = true;
    mark('crop-start');
    try {
      const image = prepared.current;
      if (image && image.width > 0 && canCropInWorker()) {
        // cut, scale and encode in the worker: the main thread stays free
        setCrop(await cropInWorker(image, cropper.getData(true)));
      } else {
        setCrop(await canvasToCrop(cropper.getCroppedCanvas(croppedCanvasOptions)));
      }
      navigate('/save-custom-fabric');
    } catch (error) {
      logger.error('Cropping failed.', error);
      await alertUser(strings.errors.imageLoadFailed);
    } finally {
      cropping.current = false;
    }
  };

  if (!photo) {
    return (
      <main className="nt-page lib-cropper">
        <CropperHeader onSave={() => navigate(flowExit(), { replace: true })} />
        <p className="lib-notice lib-notice--info">{t.noPhoto}</p>
      </main>
    );
  }

  return (
    <main className="nt-page lib-cropper" aria-busy={!ready}>
      <CropperHeader onSave={() => void save()} />
      <div className="lib-cropper__area" role="group" aria-label={t.area} data-ready={ready ? 'true' : 'false'}>
        {source ? <img ref={imageRef} src={source} alt={t.area} className="lib-cropper__image" /> : null}
        {!ready ? <p className="lib-cropper__status" role="status">{t.preparing}</p> : null}
      </div>
      <button type="button" className="nt-button nt-button--yellow nt-button--block" onClick={() => void save()} disabled={!ready}>
        {t.next}
      </button>
    </main>
  );
}
