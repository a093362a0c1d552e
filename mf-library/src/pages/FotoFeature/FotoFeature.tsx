import { useGate, useUnit } from 'effector-react';
import { $cameraFeatureOwned, $cameraFeatureProduct, $inspirations, useLocation } from '@nahtlos/platform';
import { openCameraFx } from '../../camera';
import { ImageWithPlaceholder, PageLayout, withBrand } from '@nahtlos/ui';
import { strings } from '../../strings';
import { $buying, buyClicked, FotoFeatureGate } from './model';

const t = strings.library.fotoFeature;
const teaser = strings.library.photoTeaser;

/**
 * /foto-feature: what the photo feature does and what it costs (the price from the product data).
 * Non-owners buy it with 'Los geht's' (web: the hosted checkout, which comes back here; app: the
 * device's store); the page switches to the owner variant live and 'Eigenen Stoff anlegen' opens the camera.
 */
export function FotoFeaturePage() {
  const { search } = useLocation();
  useGate(FotoFeatureGate, { search });
  const [owned, buying, product, inspirations, buy, openCamera] = useUnit([$cameraFeatureOwned, $buying, $cameraFeatureProduct, $inspirations, buyClicked, openCameraFx]);
  const header = inspirations.find((inspiration) => inspiration.id === '5')?.headerPath;
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
          <p className="lib-price__value">{product.price}</p>
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
              onClick={() => buy()}
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
