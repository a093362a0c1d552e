import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { $cameraFeatureOwned, $inspirations, openCamera, orderCameraFeature, startCameraPurchases } from '@nahtlos/platform';
import { ImageWithPlaceholder, PageLayout, withBrand } from '@nahtlos/ui';
import { strings } from '../../strings';
import { alertUser } from '../ImageCropper/photoFlow';

const t = strings.library.fotoFeature;
const teaser = strings.library.photoTeaser;

/**
 * /foto-feature: what the photo feature does and what it costs. Non-owners buy it with 'Los geht's'
 * (the in-app purchase; on the web the store library's test platform asks for confirmation); the
 * page switches to the owner variant live and 'Eigenen Stoff anlegen' opens the camera.
 */
export function FotoFeaturePage() {
  const owned = useUnit($cameraFeatureOwned);
  const inspirations = useUnit($inspirations);
  const header = inspirations.find((inspiration) => inspiration.id === '5')?.headerPath;
  const [buying, setBuying] = useState(false);
  // the store library loads here, where it is needed, not on every page of the app
  useEffect(() => void startCameraPurchases(), []);
  const buy = async () => {
    if (buying) return;
    setBuying(true);
    const outcome = await orderCameraFeature();
    setBuying(false);
    if (outcome.error) await alertUser(outcome.error);
  };
  return (
    <PageLayout title={strings.titles.fotoFeature}>
      <article className="lib-foto">
        {header ? (
          <ImageWithPlaceholder className="lib-hero-image" src={header} alt="" width={1080} height={720} fetchPriority="high" decoding="async" />
        ) : (
          <span className="lib-hero-image lib-hero-image--swatch" aria-hidden="true" />
        )}
        <header className="lib-article-head">
          <p className="lib-eyebrow">{teaser.tag}</p>
          <h2 className="lib-title">{withBrand(t.title)}</h2>
        </header>
        <p className="lib-lead">{t.lead}</p>
        <section className="lib-section" aria-labelledby="foto-steps">
          <h3 id="foto-steps">{t.stepsTitle}</h3>
          <ol className="lib-steps">
            {t.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>{withBrand(t.syncNote)}</p>
        </section>
        <section className="lib-card lib-price" aria-labelledby="foto-price">
          <p className="lib-eyebrow" id="foto-price">
            {t.priceLabel}
          </p>
          <p className="lib-price__value">{t.price}</p>
          <p className="lib-price__note">{t.priceNote}</p>
          {owned ? (
            <>
              <p className="lib-price__owned" role="status">
                {t.owned}
              </p>
              <button type="button" className="nt-button nt-button--yellow nt-button--block" onClick={() => void openCamera()}>
                {teaser.createFabric}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="nt-button nt-button--yellow nt-button--block"
              onClick={() => void buy()}
              disabled={buying}
              aria-busy={buying}
            >
              {buying ? strings.photo.purchase.buying : teaser.start}
            </button>
          )}
        </section>
      </article>
    </PageLayout>
  );
}
