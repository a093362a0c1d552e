import { useState } from 'react';
import { useUnit } from 'effector-react';
import { $savedInspirations, useParams, type Inspiration } from '@nahtlos/platform';
import { AccentButton, brand, FavouriteIcon, ImageWithPlaceholder, withBrand } from '@nahtlos/ui';
import { strings } from '../../strings';
import { LibraryPage } from '../../components/LibraryPage';
import { PhotoTeaser } from '../../components/PhotoTeaser';
import { Loading, NotFound, ContentMissing } from '../../components/States';
import { useInspirationsContent } from '../../content';
import { toggleSavedFx } from './model';

const t = strings.library.inspiration;

/** The inspiration whose page shows the photo-feature teaser instead of the closing blocks. */
export const PHOTO_FEATURE_INSPIRATION = '5';

/** /inspiration/:inspirationId */
export function InspirationPage() {
  const { inspirationId } = useParams();
  const { inspirations, status } = useInspirationsContent();
  const inspiration = inspirations.find((candidate) => candidate.id === inspirationId);
  if (!inspiration) {
    return (
      <LibraryPage title={strings.titles.inspiration}>
        {status === 'loading' ? <Loading text={strings.library.common.loadingInspirations} /> : null}
        <ContentMissing status={status} />
        {status === 'ready' ? <NotFound title={t.notFoundTitle} text={t.notFoundText} to="/" linkText={strings.library.common.backToHome} /> : null}
      </LibraryPage>
    );
  }
  return <InspirationView inspiration={inspiration} />;
}

function HeartToggle({ id, title }: { id: string; title: string }) {
  const [savedIds, toggleSaved] = useUnit([$savedInspirations, toggleSavedFx]);
  const saved = savedIds.includes(id);
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="lib-heart"
      aria-pressed={saved}
      aria-label={`${saved ? t.unsave : t.save}: ${title}`}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        // a failure is logged and told by the model
        await toggleSaved({ id, saved }).catch(() => undefined);
        setBusy(false);
      }}
    >
      <FavouriteIcon aria-hidden="true" focusable="false" size={26} fill={saved ? 'currentColor' : 'none'} />
    </button>
  );
}

export function InspirationView({ inspiration }: { inspiration: Inspiration }) {
  const photoFeature = inspiration.id === PHOTO_FEATURE_INSPIRATION;
  return (
    <LibraryPage title={strings.titles.inspiration}>
      <article className="lib-inspiration">
        {inspiration.headerPath ? (
          <ImageWithPlaceholder
            className="lib-hero-image"
            src={inspiration.headerPath}
            alt=""
            width={1080}
            height={720}
            fetchPriority="high"
            decoding="async"
          />
        ) : null}
        <header className="lib-article-head lib-article-head--row">
          <div>
            <p className="lib-eyebrow">{inspiration.tag}</p>
            <h2 className="lib-title">{inspiration.title}</h2>
          </div>
          <HeartToggle id={inspiration.id} title={inspiration.title} />
        </header>
        <div className="lib-prose">
          {(inspiration.content ?? []).map((block, index) => {
            if (block.type === 'section_image') {
              return (
                <ImageWithPlaceholder key={index} className="lib-prose__image" src={block.imagePath} alt="" width={960} height={640} loading="lazy" decoding="async" />
              );
            }
            return block.isHeadline ? <h3 key={index}>{block.text}</h3> : <p key={index}>{block.text}</p>;
          })}
        </div>
        {photoFeature ? (
          <PhotoTeaser onInspirationPage />
        ) : (
          <>
            <div className="lib-cta">
              <AccentButton to="/patterns" variant="yellow" block>
                {t.designNow}
              </AccentButton>
            </div>
            <section className="lib-card lib-more" aria-labelledby="more-inspiration">
              <h2 id="more-inspiration">{t.moreTitle}</h2>
              <p>{t.moreText}</p>
              <AccentButton to={brand.moreInspiration}>{withBrand(t.moreLink)}</AccentButton>
            </section>
          </>
        )}
      </article>
    </LibraryPage>
  );
}
