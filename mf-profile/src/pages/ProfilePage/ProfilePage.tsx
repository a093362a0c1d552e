import type { ReactNode } from 'react';
import { useGate, useUnit } from 'effector-react';
import { $cameraFeatureOwned, $customFabrics, $inspirations, $inspirationsState, $online, $orders, $ordersState, $projects, $projectsState, $savedInspirations, $session, $stash, $syncProgress, Link, orderDownloadUrl, useNavigate, type Order } from '@nahtlos/platform';
import { AccentButton, BigHeader, brand, DecoratedHeadline, FabricCard, HorizontalSlider, ImageWithPlaceholder, InspirationCard, ProjectCard, SyncIcon, withBrand } from '@nahtlos/ui';
import { strings } from '../../strings';
import { LoadingLine } from './LoadingLine';
import { $canSync, $syncing, $syncOutcome, cameraClicked, EbooksGate, logoutClicked, logoutFx, ordersRequested, ProfilePageGate, syncClicked } from './model';
import './profile.css';

const text = strings.profile;
const OWN_FABRICS_SHOWN = 4;

export function ProfilePage() {
  useGate(ProfilePageGate, { navigate: useNavigate() });
  const [online, session] = useUnit([$online, $session]);

  // The build running here (NAHTLOS_BUILD) for whoever deploys it: in the markup, not on the screen.
  return (
    <main className="nt-page nt-page--wide pf-page" data-build={__APP_BUILD__}>
      <BigHeader title={strings.titles.profile} subtitle={session.username} />
      <AccountStatus online={online} loggedIn={session.loggedIn} />
      <Creations />
      <SavedInspirations />
      {session.loggedIn ? <Ebooks /> : null}
      <OwnFabrics />
      <Stash />
      <Community />
      <ProfileFooter loggedIn={session.loggedIn} />
    </main>
  );
}

/** Teaser (logged out), explanation (logged in) or the offline notice. */
function AccountStatus({ online, loggedIn }: { online: boolean; loggedIn: boolean }) {
  if (!online) {
    return (
      <p className="pf-notice pf-notice--offline" role="status">
        {text.offlineNotice}
      </p>
    );
  }
  if (loggedIn) return <p className="pf-explanation">{withBrand(text.explanation)}</p>;
  return (
    <section className="pf-teaser" aria-labelledby="pf-teaser-title">
      <h2 id="pf-teaser-title">{text.teaser}</h2>
      <p>{text.teaserText}</p>
      <div className="pf-actions">
        <AccentButton to="/login" variant="dark">
          {text.teaserLogin}
        </AccentButton>
        <AccentButton to="/register">{text.teaserRegister}</AccentButton>
      </div>
    </section>
  );
}

function Creations() {
  const [projects, state, canSync, syncing, progress, outcome, session, onSyncClick] = useUnit([
    $projects,
    $projectsState,
    $canSync,
    $syncing,
    $syncProgress,
    $syncOutcome,
    $session,
    syncClicked,
  ]);
  return (
    <section className="pf-section" aria-labelledby="pf-creations">
      <DecoratedHeadline id="pf-creations">{text.creations}</DecoratedHeadline>
      <div className="pf-toolbar">
        <button
          type="button"
          className="nt-button nt-button--yellow"
          aria-disabled={!canSync || undefined}
          aria-busy={syncing}
          aria-describedby={!session.loggedIn ? 'pf-sync-hint' : undefined}
          onClick={() => onSyncClick()}
        >
          <SyncIcon className={syncing ? 'pf-spin' : undefined} size={20} aria-hidden="true" />
          {syncing ? text.syncing : text.sync}
        </button>
        <span className={`pf-sync-status${outcome && !outcome.ok ? ' pf-sync-status--failed' : ''}`} role="status">
          {syncing && progress && progress.total > 0 ? text.syncProgress(progress.done, progress.total) : (outcome?.text ?? null)}
        </span>
      </div>
      {!session.loggedIn ? (
        <p className="nt-hint" id="pf-sync-hint">
          {text.syncNeedsLogin}
        </p>
      ) : null}
      {state !== 'loaded' ? (
        <LoadingLine text={text.projectsLoading} then={text.projectsEmpty} />
      ) : projects.length === 0 ? (
        <p className="pf-empty">{text.projectsEmpty}</p>
      ) : (
        <CardRow kind="projects" label={text.projectsSlider}>
          {projects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </CardRow>
      )}
    </section>
  );
}

/** Cards in a slider on a phone; from 768 px the same cards as a grid (profile.css), without the slider's buttons. */
function CardRow({ kind, label, children }: { kind: 'projects' | 'inspirations'; label: string; children: ReactNode }) {
  return (
    <div className={`pf-cards pf-cards--${kind}`}>
      <HorizontalSlider label={label}>{children}</HorizontalSlider>
    </div>
  );
}

function SavedInspirations() {
  const [savedIds, inspirations, state] = useUnit([$savedInspirations, $inspirations, $inspirationsState]);
  const byId = new Map(inspirations.map((inspiration) => [String(inspiration.id), inspiration]));
  const saved = savedIds.map((id) => byId.get(String(id))).filter((item) => item !== undefined);
  const loading = savedIds.length > 0 && state !== 'loaded' && saved.length === 0;
  return (
    <section className="pf-section" aria-labelledby="pf-inspiration">
      <DecoratedHeadline id="pf-inspiration">{text.inspiration}</DecoratedHeadline>
      {loading ? (
        <LoadingLine text={text.inspirationsLoading} then={text.inspirationsEmpty} />
      ) : saved.length === 0 ? (
        <p className="pf-empty">{text.inspirationsEmpty}</p>
      ) : (
        <CardRow kind="inspirations" label={text.inspirationsSlider}>
          {saved.map((inspiration, index) => (
            <InspirationCard key={inspiration.id} inspiration={inspiration} index={index} small />
          ))}
        </CardRow>
      )}
    </section>
  );
}

function Ebooks() {
  useGate(EbooksGate);
  const [orders, state, requestOrders] = useUnit([$orders, $ordersState, ordersRequested]);
  return (
    <section className="pf-section" aria-labelledby="pf-ebooks">
      <DecoratedHeadline id="pf-ebooks">{text.ebooks}</DecoratedHeadline>
      {state !== 'loaded' ? (
        <LoadingLine text={text.ordersLoading} then={text.ordersEmpty} />
      ) : orders.length === 0 ? (
        <div className="pf-empty-block">
          <p className="pf-empty">{text.ordersEmpty}</p>
          <button type="button" className="nt-button" onClick={() => requestOrders({ refresh: true })}>
            {text.ordersRefresh}
          </button>
        </div>
      ) : (
        <ul className="pf-orders">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderCard({ order }: { order: Order }) {
  const { product } = order;
  return (
    <li className="pf-order">
      <ImageWithPlaceholder className="pf-order__image" src={product.image} alt="" width={96} height={128} loading="lazy" decoding="async" />
      <div className="pf-order__body">
        <h3 className="pf-order__name">{product.name}</h3>
        {product.size ? <p className="pf-order__size">{text.size(product.size)}</p> : null}
        {product.subline ? <p className="pf-order__subline">{product.subline}</p> : null}
        <a
          className="nt-button nt-button--dark pf-order__download"
          href={orderDownloadUrl(product.pdf)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={text.downloadLabel(product.name)}
        >
          {text.download}
        </a>
      </div>
    </li>
  );
}

/** Camera feature: owners see up to four own fabrics, everyone else the teaser. */
function OwnFabrics() {
  const [owned, fabrics, onCameraClick] = useUnit([$cameraFeatureOwned, $customFabrics, cameraClicked]);
  if (!owned) {
    return (
      <section className="pf-section pf-camera-teaser" aria-labelledby="pf-camera">
        <DecoratedHeadline id="pf-camera">{text.cameraTeaserTitle}</DecoratedHeadline>
        <p>{text.cameraTeaserText}</p>
        <AccentButton to="/foto-feature" variant="yellow">
          {text.cameraTeaserButton}
        </AccentButton>
      </section>
    );
  }
  const shown = fabrics.slice(0, OWN_FABRICS_SHOWN);
  return (
    <section className="pf-section" aria-labelledby="pf-own-fabrics">
      <DecoratedHeadline id="pf-own-fabrics">{text.ownFabrics}</DecoratedHeadline>
      {shown.length === 0 ? (
        <p className="pf-empty">{text.ownFabricsEmpty}</p>
      ) : (
        <ul className="pf-fabrics">
          {shown.map((fabric) => (
            <li key={fabric.id}>
              <FabricCard fabric={fabric} fluid />
            </li>
          ))}
        </ul>
      )}
      <div className="pf-actions">
        <AccentButton to="/fabrics">{text.moreOwnFabrics}</AccentButton>
        <button type="button" className="nt-button nt-button--yellow" onClick={() => onCameraClick()}>
          {text.camera}
        </button>
      </div>
    </section>
  );
}

/** 'Mein Stoffvorrat' (issue 40): how many pieces are in it, and the way there. */
function Stash() {
  const entries = useUnit($stash);
  const t = strings.stash;
  return (
    <section className="pf-section" aria-labelledby="pf-stash">
      <DecoratedHeadline id="pf-stash">{t.profileTitle}</DecoratedHeadline>
      <p>{entries.length ? t.count(entries.length) : t.profileText}</p>
      <AccentButton to="/stash" variant="dark">
        {t.profileOpen}
      </AccentButton>
    </section>
  );
}

function Community() {
  return (
    <section className="pf-section" aria-labelledby="pf-community">
      <DecoratedHeadline id="pf-community">{text.community}</DecoratedHeadline>
      <p>{text.communityText}</p>
      <ul className="pf-social">
        <li>
          <a href={brand.community} target="_blank" rel="noopener noreferrer">
            {withBrand(text.communityLink)}
          </a>
        </li>
        {brand.social.map((account) => (
          <li key={account.name}>
            <a href={account.url} target="_blank" rel="noopener noreferrer">
              {account.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProfileFooter({ loggedIn }: { loggedIn: boolean }) {
  const [loggingOut, onLogoutClick] = useUnit([logoutFx.pending, logoutClicked]);
  return (
    <footer className="pf-footer">
      {loggedIn ? (
        <button
          type="button"
          className="pf-logout"
          disabled={loggingOut}
          onClick={() => onLogoutClick()}
        >
          {withBrand(text.logout)}
        </button>
      ) : null}
      <nav aria-label={text.footerLabel}>
        <ul className="pf-footer__links">
          <li>
            <a href={brand.imprint} target="_blank" rel="noopener noreferrer">
              {strings.footer.imprint}
            </a>
          </li>
          <li>
            <a href={brand.terms} target="_blank" rel="noopener noreferrer">
              {strings.footer.terms}
            </a>
          </li>
          <li>
            <Link to="/privacy">{strings.footer.privacy}</Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
