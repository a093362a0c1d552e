import { useUnit } from 'effector-react';
import { $session, Link } from '@nahtlos/platform';
import { AccentButton, DecoratedHeadline, HydratedLater, ImageWithPlaceholder, InspirationCard, WelcomeHeader, withBrand } from '@nahtlos/ui';
import { strings } from '../../strings';
import { Carousel } from '../../components/Carousel';
import { Footer } from '../../components/Footer';
import { PhotoTeaser } from '../../components/PhotoTeaser';
import { Slider } from '../../components/Slider';
import { EmptyNotice, Loading, ContentMissing } from '../../components/States';
import { useFabricsContent, useInspirationsContent, usePatternsContent, useRestOfPage } from '../../content';
import { IntroArt } from './IntroArt';

const t = strings.library.home;

/** From the tablet width on, the carousels of this page show all their slides side by side (library.css). */
export const HOME_GRID_FROM = '(min-width: 768px)';

/** '/': the home page, sections in the spec's order. */
export function HomePage() {
  const session = useUnit($session);
  const { inspirations, status: inspirationStatus } = useInspirationsContent();
  const { patterns, status: patternStatus } = usePatternsContent();
  const { fabrics } = useFabricsContent();
  const outfits = inspirations.find((inspiration) => inspiration.id === '1');
  const swatches = fabrics.filter((fabric) => fabric.thumbnail && !fabric.isCustom).slice(0, 6);
  // the first screen renders with the page; the sections below the fold right after it
  const rest = useRestOfPage();

  return (
    <main className="nt-page nt-page--wide lib-home">
      <WelcomeHeader />
      <h1 className="nt-visually-hidden">{strings.titles.home}</h1>

      <Carousel
        label={t.introLabel}
        className="lib-intro"
        gridFrom={HOME_GRID_FROM}
        slides={t.intro.map((slide, index) => (
          <div className="lib-intro__slide" data-tone={index}>
            <IntroArt index={index} />
            <p className="lib-intro__title">{slide.title}</p>
            <p className="lib-intro__text">{slide.text}</p>
          </div>
        ))}
      />

      <div className="lib-cta" data-section="design">
        <AccentButton to="/tabs/patterns" variant="yellow" block>
          {t.designPattern}
        </AccentButton>
      </div>

      <div className="lib-home__pair">
        {session.loggedIn ? null : (
          <section className="lib-card lib-login" data-section="login" aria-labelledby="home-login">
            <h2 id="home-login">{t.loginTitle}</h2>
            <p>{withBrand(t.loginText)}</p>
            <div className="lib-actions">
              <AccentButton to="/login" variant="dark">
                {t.toLogin}
              </AccentButton>
              <Link to="/register" className="lib-text-link">
                {t.toRegister}
              </Link>
            </div>
          </section>
        )}

        <div data-section="photo">
          <PhotoTeaser />
        </div>
      </div>

      {rest ? (
        // below the first screen: adopted after it when the page was served (the app answers sooner)
        <HydratedLater>
          <section className="lib-card lib-fabrics-teaser" data-section="fabrics" aria-labelledby="home-fabrics">
            <div className="lib-swatches" aria-hidden="true">
              {Array.from({ length: 6 }, (_, index) => {
                const fabric = swatches[index];
                return fabric?.thumbnail ? (
                  <ImageWithPlaceholder key={fabric.id} className="lib-swatches__image" src={fabric.thumbnail} alt="" width={160} height={160} loading="lazy" decoding="async" />
                ) : (
                  <span key={index} className="lib-swatches__blank" />
                );
              })}
            </div>
            <div className="lib-fabrics-teaser__body">
              <h2 id="home-fabrics">{t.fabricsTitle}</h2>
              <p>{t.fabricsText}</p>
              <AccentButton to="/fabrics" variant="dark">
                {t.fabricsButton}
              </AccentButton>
            </div>
          </section>

          <section className="lib-section" data-section="inspiration">
            <DecoratedHeadline id="home-inspiration">{t.inspirationTitle}</DecoratedHeadline>
            {inspirationStatus === 'loading' ? <Loading text={strings.library.common.loadingInspirations} /> : null}
            <ContentMissing status={inspirationStatus} />
            {inspirationStatus === 'ready' && inspirations.length === 0 ? <EmptyNotice>{strings.library.inspiration.empty}</EmptyNotice> : null}
            {inspirations.length ? (
              <Slider label={t.inspirationTitle}>
                {inspirations.map((inspiration, index) => (
                  <InspirationCard key={inspiration.id} inspiration={inspiration} index={index} />
                ))}
              </Slider>
            ) : null}
          </section>

          <section className="lib-card lib-outfits" data-section="outfits" aria-labelledby="home-outfits">
            {outfits?.headerPath ? (
              <ImageWithPlaceholder className="lib-outfits__image" src={outfits.headerPath} alt="" width={1080} height={720} loading="lazy" decoding="async" />
            ) : (
              <span className="lib-outfits__image lib-outfits__image--blank" aria-hidden="true" />
            )}
            <div className="lib-outfits__body">
              <h2 id="home-outfits">{t.outfitsTitle}</h2>
              <p>{t.outfitsText}</p>
              <AccentButton to="/inspiration/1" variant="yellow">
                {t.outfitsButton}
              </AccentButton>
            </div>
          </section>

          <section className="lib-section" data-section="patterns">
            <DecoratedHeadline id="home-patterns">{t.patternsTitle}</DecoratedHeadline>
            {patternStatus === 'loading' ? <Loading text={strings.library.common.loadingPatterns} /> : null}
            <ContentMissing status={patternStatus} />
            {patterns.length ? (
              <Carousel
                label={t.patternsTitle}
                className="lib-pattern-carousel"
                gridFrom={HOME_GRID_FROM}
                slides={patterns.slice(0, 3).map((pattern) => (
                  <Link className="lib-pattern-slide" to={`/pattern/${encodeURIComponent(pattern.id)}`}>
                    <ImageWithPlaceholder
                      className="nt-preview"
                      src={pattern.previewPath}
                      alt=""
                      width={pattern.width || 500}
                      height={pattern.height || 600}
                      loading="lazy"
                      decoding="async"
                    />
                    <span className="lib-pattern-slide__text">
                      <span className="lib-pattern-slide__name">{pattern.name}</span>
                      {pattern.subline ? <span className="lib-pattern-slide__subline">{pattern.subline}</span> : null}
                    </span>
                  </Link>
                ))}
              />
            ) : null}
            {patternStatus === 'ready' ? (
              <div className="lib-center">
                <AccentButton to="/patterns">{t.patternsButton}</AccentButton>
              </div>
            ) : null}
          </section>

          <Footer />
        </HydratedLater>
      ) : null}
    </main>
  );
}
