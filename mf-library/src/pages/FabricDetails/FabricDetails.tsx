import { Fragment, useState } from 'react';
import { useGate, useUnit } from 'effector-react';
import { $customFabrics, $customFabricsState, useNavigate, useParams, type Fabric, type Material } from '@nahtlos/platform';
import { AccentButton, fabricShopUrl, ImageWithPlaceholder, withBrand } from '@nahtlos/ui';
import { strings } from '../../strings';
import { LibraryPage } from '../../components/LibraryPage';
import { Slider } from '../../components/Slider';
import { Loading, NotFound, ContentMissing } from '../../components/States';
import { useFabricsContent } from '../../content';
import { deleteClicked, FabricDetailsGate } from './model';
import { FabricSizeForm } from './FabricSizeForm';
import { RenameDialog } from './RenameDialog';

const t = strings.library.fabric;

/** Text with newlines as line breaks — rendered as text, never as HTML. */
export function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}

/** /fabric/:fabricId — a shipped or custom fabric. */
export function FabricDetailsPage() {
  useGate(FabricDetailsGate, { navigate: useNavigate() });
  const { fabricId } = useParams();
  const { fabrics, materials, status } = useFabricsContent();
  const [customFabrics, customState] = useUnit([$customFabrics, $customFabricsState]);
  const fabric = fabrics.find((candidate) => candidate.id === fabricId) ?? customFabrics.find((candidate) => candidate.id === fabricId);
  if (!fabric) {
    const loading = status === 'loading' || customState === 'loading' || customState === 'not loaded';
    return (
      <LibraryPage title={t.title}>
        {status === 'offline' || status === 'failed' ? <ContentMissing status={status} /> : loading ? <Loading /> : null}
        {status === 'ready' && !loading ? (
          <NotFound title={t.notFoundTitle} text={t.notFoundText} to="/fabrics" linkText={strings.library.fabric.more} />
        ) : null}
      </LibraryPage>
    );
  }
  return <FabricDetailsView fabric={fabric} material={materials.find((material) => material.id === fabric.material)} />;
}

/** The fabric's slide images without the header image (the header is not repeated as the first slide). */
export function slidesBesideHeader(fabric: Pick<Fabric, 'slides'>, header: string | null): string[] {
  return [...new Set(fabric.slides)].filter((slide) => slide !== header);
}

export function FabricDetailsView({ fabric, material }: { fabric: Fabric; material?: Material }) {
  const onDeleteClick = useUnit(deleteClicked);
  const [renaming, setRenaming] = useState(false);
  const header = fabric.headerPath ?? (fabric.isCustom ? fabric.path : null);
  const slides = slidesBesideHeader(fabric, header);
  const details = fabric.details;
  const shopUrl = fabric.isCustom ? null : fabricShopUrl(fabric);
  const rows = [
    { label: t.shop, value: fabric.shop?.name },
    { label: t.width, value: details?.width },
    { label: t.color, value: details?.color },
    { label: t.certificate, value: details?.certificate },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));

  return (
    <LibraryPage title={t.title} wide>
      {/* phones: image, then the text; from 768 px the image beside the text (library.css). A plain colour has no
          image: its colour is shown as a round swatch beside its name, and the page is one column of text. */}
      <article className={`lib-detail lib-fabric${header ? '' : ' lib-detail--text'}`}>
        {header ? (
          <div className="lib-detail__media">
            <ImageWithPlaceholder
              className="lib-hero-image"
              src={header}
              alt=""
              width={fabric.isCustom ? fabric.width || 960 : 960}
              height={fabric.isCustom ? fabric.height || 540 : 540}
              fetchPriority="high"
              decoding="async"
              // the box's proportions come from library.css (wider on phones, square beside the text), for the image
              // and for its placeholder alike
              style={{ aspectRatio: 'var(--lib-hero-ratio)' }}
            />
          </div>
        ) : null}
        <header className="lib-article-head lib-detail__head">
          {!header && fabric.color ? <span className="lib-colour-swatch" style={{ background: fabric.color }} aria-hidden="true" /> : null}
          <div>
            <p className="lib-eyebrow">{fabric.isCustom ? withBrand(t.customMaterial) : material?.name}</p>
            <h2 className="lib-title">{fabric.name}</h2>
          </div>
        </header>
        <div className="lib-detail__body">
          {!fabric.isCustom && material?.description ? <p className="lib-lead">{material.description}</p> : null}
          {details?.composition ? (
            <section className="lib-fabric__composition" aria-labelledby="fabric-composition">
              <h3 id="fabric-composition">{t.composition}</h3>
              <p>
                <Lines text={details.composition} />
              </p>
            </section>
          ) : null}
          {slides.length ? (
            <section className="lib-section">
              <Slider label={t.slides}>
                {slides.map((slide, index) => (
                  <ImageWithPlaceholder
                    key={slide}
                    className="lib-slide-image"
                    src={slide}
                    alt={t.slideAlt(fabric.name, index + 1)}
                    width={240}
                    height={180}
                    loading="lazy"
                    decoding="async"
                  />
                ))}
              </Slider>
            </section>
          ) : null}
          {rows.length ? (
            <section className="lib-card lib-fabric__details" aria-labelledby="fabric-details">
              <h3 id="fabric-details">{t.details}</h3>
              <dl>
                {rows.map((row) => (
                  <div key={row.label}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          {fabric.isCustom ? <FabricSizeForm fabric={fabric} /> : null}
          <div className="lib-actions lib-actions--stack">
            <AccentButton to={`/stash?fabric=${encodeURIComponent(fabric.id)}`} variant={fabric.isCustom ? 'light' : 'dark'} block>
              {t.toStash}
            </AccentButton>
            {fabric.isCustom ? (
              <>
                <button type="button" className="nt-button nt-button--dark nt-button--block" onClick={() => setRenaming(true)}>
                  {t.rename}
                </button>
                <button type="button" className="nt-button nt-button--block lib-danger" onClick={() => onDeleteClick(fabric)}>
                  {t.delete}
                </button>
              </>
            ) : (
              <>
                {shopUrl ? (
                  <AccentButton to={shopUrl} variant="yellow" block>
                    {t.buy}
                  </AccentButton>
                ) : null}
                <AccentButton to="/fabrics" block>
                  {t.more}
                </AccentButton>
              </>
            )}
          </div>
        </div>
      </article>
      {renaming ? <RenameDialog id={fabric.id} name={fabric.name} onClose={() => setRenaming(false)} /> : null}
    </LibraryPage>
  );
}
