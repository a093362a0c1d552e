import { useUnit } from 'effector-react';
import { $cameraFeatureOwned } from '@nahtlos/platform';
import { openCameraFx } from '../camera';
import { AccentButton } from '@nahtlos/ui';
import { strings } from '../strings';

const t = strings.library.photoTeaser;

/**
 * The photo-feature teaser (SPEC "Camera-related screens"): 'Los geht's' to /foto-feature for
 * non-owners; owners get 'Eigenen Stoff anlegen' and, outside the inspiration page, 'Weitere Infos'.
 * 'Eigenen Stoff anlegen' opens the camera.
 */
export function PhotoTeaser({ onInspirationPage = false, headingLevel = 2 }: { onInspirationPage?: boolean; headingLevel?: 2 | 3 }) {
  const [owned, openCamera] = useUnit([$cameraFeatureOwned, openCameraFx]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="lib-photo-teaser" aria-labelledby="photo-teaser-title">
      <div className="lib-photo-teaser__art" aria-hidden="true">
        <svg viewBox="0 0 120 96" width="120" height="96" focusable="false">
          <rect x="6" y="18" width="108" height="72" rx="14" fill="#2B2622" />
          <rect x="40" y="8" width="40" height="16" rx="6" fill="#2B2622" />
          <circle cx="60" cy="54" r="25" fill="#F6C445" />
          <circle cx="60" cy="54" r="17" fill="#FBF8F4" />
          <path d="M47 54h26M60 41v26M50 45l20 18M70 45L50 63" stroke="#B5523B" strokeWidth="2.4" strokeLinecap="round" />
          <circle cx="98" cy="32" r="4" fill="#F6C445" />
        </svg>
      </div>
      <div className="lib-photo-teaser__body">
        <p className="lib-eyebrow">{t.tag}</p>
        <Heading id="photo-teaser-title">{t.title}</Heading>
        <p>{t.text}</p>
        <div className="lib-actions">
          {owned ? (
            <>
              <button type="button" className="nt-button nt-button--yellow" onClick={() => void openCamera()}>
                {t.createFabric}
              </button>
              {onInspirationPage ? null : <AccentButton to="/inspiration/5">{t.moreInfo}</AccentButton>}
            </>
          ) : (
            <AccentButton to="/foto-feature" variant="yellow">
              {t.start}
            </AccentButton>
          )}
        </div>
      </div>
    </section>
  );
}
