import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { $cameraFeatureOwned, useSearchParams } from '@nahtlos/platform';
import { openCameraFx } from '../../camera';
import { exceedsLimit, FabricCard, HydratedLater, SearchIcon, smoothScrollTo, TEXT_INPUT_MAX, ToTopIcon, useServerMarkup } from '@nahtlos/ui';
import { strings } from '../../strings';
import { LibraryPage } from '../../components/LibraryPage';
import { EmptyNotice, Loading, ContentMissing } from '../../components/States';
import { useFabricsContent } from '../../content';
import {
  availableColorFamilies,
  familySwatch,
  filterFromParams,
  filterToParams,
  groupFabrics,
  isFiltered,
  libraryMaterials,
  matchesFilter,
  noFilter,
  showBackToTop,
  type FabricFilter,
} from './model';

const t = strings.library.fabrics;

/** The document's height and the screen's, measured again whenever the page's size changes. */
function usePageHeight() {
  const [size, setSize] = useState({ pageHeight: 0, viewportHeight: 0 });
  useEffect(() => {
    const measure = () => {
      const next = { pageHeight: document.documentElement.scrollHeight, viewportHeight: window.innerHeight };
      // in a transition: the page re-renders in slices, not in the task of the observer's call
      startTransition(() =>
        setSize((previous) => (previous.pageHeight === next.pageHeight && previous.viewportHeight === next.viewportHeight ? previous : next)),
      );
    };
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    // the observer's first call comes after the browser's own layout; measuring here, right after React's commit,
    // forced a layout of the whole library in the same task (issue 17)
    if (observer) observer.observe(document.body);
    else measure();
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);
  return size;
}

/**
 * The library's materials with their fabrics (the long part of the page): rendered again only when the shown sections
 * change, not when the page around it does (its size, the filters' row, the owner's own fabrics).
 */
const MaterialSections = memo(function MaterialSections({ sections }: { sections: ReturnType<typeof groupFabrics> }) {
  return sections.map((section, sectionIndex) => {
    const materialSection = (
      <section key={section.material.id} className="lib-section lib-material" aria-labelledby={`material-${section.material.id}`}>
        <h2 id={`material-${section.material.id}`} className="lib-h2">
          {section.material.name}
        </h2>
        {section.groups.map((group, groupIndex) => {
          const variation = (
            <div key={group.id ?? 'other'} className="lib-variation">
              {group.name ? <h3 className="lib-variation__title">{group.name}</h3> : null}
              <ul className="lib-fabric-grid" role="list">
                {group.fabrics.map((fabric, index) => (
                  <li key={fabric.id}>
                    {/* the first row: fetched at once, first; the rest when near the screen, not beside the app's code */}
                    <FabricCard fabric={fabric} fluid priority={sectionIndex === 0 && groupIndex === 0 && index < 6} />
                  </li>
                ))}
              </ul>
            </div>
          );
          // the first variation fills the first screen; the rest is adopted after it (the app answers sooner)
          return sectionIndex === 0 && groupIndex > 0 ? <HydratedLater key={group.id ?? 'other'}>{variation}</HydratedLater> : variation;
        })}
      </section>
    );
    return sectionIndex === 0 ? materialSection : <HydratedLater key={section.material.id}>{materialSection}</HydratedLater>;
  });
});

/** /fabrics 'Stoffbibliothek': own fabrics (owners), then every material's fabrics by variation. */
export function FabricsPage() {
  const { fabrics, materials, customFabrics, status } = useFabricsContent();
  const [owned, openCamera] = useUnit([$cameraFeatureOwned, openCameraFx]);
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);

  const filtersRef = useRef<HTMLDivElement>(null);
  const [searchRefused, setSearchRefused] = useState(false);
  // a chosen chip that sits outside its scrolling row (phones) is brought into view, without page scroll;
  // 'Alle' opens each row, where it is in view: no measuring then (it forced a layout in the first render)
  useEffect(() => {
    for (const row of filtersRef.current?.querySelectorAll<HTMLElement>('.lib-chips__row') ?? []) {
      const chip = row.querySelector<HTMLElement>('[aria-pressed="true"]');
      if (!chip || chip === row.firstElementChild || row.scrollWidth <= row.clientWidth) continue;
      const left = chip.offsetLeft - row.offsetLeft;
      if (left < row.scrollLeft || left + chip.offsetWidth > row.scrollLeft + row.clientWidth) {
        row.scrollLeft = Math.max(0, left - 16);
      }
    }
  }, [filter.color, filter.material, status]);

  const setFilter = (next: Partial<FabricFilter>) => {
    setParams(filterToParams({ ...filter, ...next }), { replace: true });
  };

  const sections = useMemo(
    () => groupFabrics(materials, fabrics, filter),
    [materials, fabrics, filter.color, filter.material, filter.query],
  );
  const families = useMemo(() => availableColorFamilies(materials, fabrics), [materials, fabrics]);
  const listedMaterials = useMemo(() => libraryMaterials(materials), [materials]);
  const ownFabrics =
    owned && !filter.color && (!filter.material || filter.material === 'custom')
      ? customFabrics.filter((fabric) => matchesFilter(fabric, { ...noFilter, query: filter.query }))
      : [];
  const showOwn = owned && customFabrics.length > 0 && !filter.color && !filter.material;
  const total = sections.reduce((sum, section) => sum + section.count, 0) + (showOwn ? ownFabrics.length : 0);
  const filtered = isFiltered(filter);
  // The first material (more than a screen's worth) renders as soon as the content is there, the
  // other materials right after it in a transition: the first fabrics' images start loading and
  // paint without waiting for the whole library's render, and no single task renders all of it.
  // The host's markup holds the whole library (the page without JavaScript): a render that makes or adopts it has all.
  const ready = status === 'ready';
  const [rest, showRest] = useState(useServerMarkup());
  useEffect(() => {
    if (ready && !rest) startTransition(() => showRest(true));
  }, [ready, rest]);
  const shownSections = useMemo(() => (rest ? sections : sections.slice(0, 1)), [rest, sections]);
  const pageHeight = usePageHeight();
  const backToTop = rest && showBackToTop({ results: total, ...pageHeight });

  return (
    <LibraryPage title={strings.titles.fabrics} hideBack wide className="lib-library">
      {status === 'loading' ? <Loading text={strings.library.common.loadingFabrics} /> : null}
      <ContentMissing status={status} />
      {status === 'ready' ? (
        <div className="lib-library__layout">
          {showOwn ? (
            <section className="lib-section lib-library__own" aria-labelledby="own-fabrics">
              <div className="lib-section__head">
                <h2 id="own-fabrics" className="lib-h2">
                  {t.yourFabrics}
                </h2>
              </div>
              {ownFabrics.length ? (
                <ul className="lib-fabric-grid" role="list">
                  {ownFabrics.map((fabric) => (
                    <li key={fabric.id}>
                      <FabricCard fabric={fabric} fluid />
                    </li>
                  ))}
                </ul>
              ) : null}
              <button type="button" className="nt-button nt-button--yellow" onClick={() => void openCamera()}>
                {t.createFabric}
              </button>
            </section>
          ) : null}

          <div role="search" className="lib-filters" aria-label={t.filterLabel} ref={filtersRef}>
            <div className="lib-search">
              <label htmlFor="fabric-search" className="nt-visually-hidden">
                {t.search}
              </label>
              <SearchIcon className="lib-search__icon" aria-hidden="true" focusable="false" size={20} />
              <input
                id="fabric-search"
                className="nt-input lib-search__input"
                type="search"
                value={filter.query}
                placeholder={t.searchPlaceholder}
                autoComplete="off"
                aria-describedby={searchRefused ? 'fabric-search-error' : undefined}
                aria-invalid={searchRefused || undefined}
                onChange={(event) => {
                  // the generic text rule (SPEC section 5): beyond 1000 characters the input is refused, not cut
                  const refused = exceedsLimit(event.target.value, TEXT_INPUT_MAX);
                  setSearchRefused(refused);
                  if (!refused) setFilter({ query: event.target.value });
                }}
              />
            </div>
            {searchRefused ? (
              <p className="nt-error" id="fabric-search-error" role="alert">
                {strings.validation.inputTooLong(TEXT_INPUT_MAX)}
              </p>
            ) : null}
            <fieldset className="lib-chips">
              <legend>{t.color}</legend>
              <div className="lib-chips__row">
                <button type="button" className="lib-chip" aria-pressed={!filter.color} onClick={() => setFilter({ color: null })}>
                  {t.allColors}
                </button>
                {families.map((family) => (
                  <button
                    key={family}
                    type="button"
                    className="lib-chip"
                    aria-pressed={filter.color === family}
                    onClick={() => setFilter({ color: filter.color === family ? null : family })}
                  >
                    <span className="lib-chip__swatch" style={{ background: familySwatch[family] }} aria-hidden="true" />
                    {t.colorFamilies[family] ?? family}
                  </button>
                ))}
              </div>
            </fieldset>
            <fieldset className="lib-chips">
              <legend>{t.material}</legend>
              <div className="lib-chips__row">
                <button type="button" className="lib-chip" aria-pressed={!filter.material} onClick={() => setFilter({ material: null })}>
                  {t.allMaterials}
                </button>
                {listedMaterials.map((material) => (
                  <button
                    key={material.id}
                    type="button"
                    className="lib-chip"
                    aria-pressed={filter.material === material.id}
                    onClick={() => setFilter({ material: filter.material === material.id ? null : material.id })}
                  >
                    {material.name}
                  </button>
                ))}
              </div>
            </fieldset>
            <div className="lib-filters__status">
              <p role="status" aria-live="polite">
                {t.resultCount(total)}
              </p>
              {filtered ? (
                <button type="button" className="lib-link-button" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                  {t.reset}
                </button>
              ) : null}
            </div>
          </div>

          <div className="lib-library__results">
            {sections.length === 0 && !(showOwn && ownFabrics.length) ? (
              <EmptyNotice>{filtered ? t.noResults : t.empty}</EmptyNotice>
            ) : null}

            <MaterialSections sections={shownSections} />

            {backToTop ? (
              <div className="lib-back-to-top">
                <button
                  type="button"
                  className="nt-button"
                  onClick={() => {
                    void smoothScrollTo(0);
                  }}
                >
                  <ToTopIcon aria-hidden="true" size={20} />
                  {t.backToTop}
                </button>
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </LibraryPage>
  );
}
