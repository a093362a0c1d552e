import { useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { $cameraFeatureOwned, $inspirations, PageLayout, smoothScrollTo, strings, withBrand } from '@nahtlos/shared-kernel';

const t = strings.library.fotoFeature;
const teaser = strings.library.photoTeaser;

/**
 * /foto-feature: what the photo feature does and what it costs. The purchase and the camera come
 * with the photo-feature issue; until then the button shows (and scrolls to) a German notice that
 * the purchase is on its way, so it is never a dead button.
 */
export function FotoFeaturePage() {
  const owned = useUnit($cameraFeatureOwned);
  const inspirations = useUnit($inspirations);
  const header = inspirations.find((inspiration) => inspiration.id === '5')?.headerPath;
  const [showNotice, setShowNotice] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const explain = () => {
    setShowNotice(true);
    requestAnimationFrame(() => {
      const notice = noticeRef.current;
      if (!notice) return;
      void smoothScrollTo(Math.max(0, notice.getBoundingClientRect().top + window.scrollY - 96)).then(() => notice.focus());
    });
  };
  return (
    <PageLayout title={strings.titles.fotoFeature}>
      <article className="lib-foto">
        {header ? (
          <img className="lib-hero-image" src={header} alt="" width={1080} height={720} fetchPriority="high" decoding="async" />
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
          {owned ? <p className="lib-price__owned">{t.owned}</p> : null}
          <button type="button" className="nt-button nt-button--yellow nt-button--block" aria-controls="foto-coming" onClick={explain}>
            {owned ? teaser.createFabric : teaser.start}
          </button>
        </section>
        <div id="foto-coming" ref={noticeRef} tabIndex={-1} className="lib-notice lib-notice--info" role="status" hidden={!showNotice}>
          <strong>{t.comingSoonTitle}</strong>
          <p>{t.comingSoon}</p>
        </div>
      </article>
    </PageLayout>
  );
}
