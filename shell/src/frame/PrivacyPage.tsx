import type { ReactNode } from 'react';
import { brand, ExternalIcon, PageLayout } from '@nahtlos/ui';
import { strings } from '../strings';

/** A page of the provider's site (imprint, terms), in a new window; the link says so to screen readers. */
function SiteLink({ href, children }: { href: string; children: string }) {
  return (
    <a className="frame-text__external" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalIcon size={14} strokeWidth={2} />
      <span className="nt-visually-hidden"> {strings.cards.newWindow}</span>
    </a>
  );
}

const imprint = <SiteLink href={brand.imprint}>{strings.footer.imprint}</SiteLink>;

const sections: { heading: string; text: ReactNode }[] = [
  {
    heading: 'Wer für deine Daten verantwortlich ist',
    text: (
      <>
        Verantwortlich für die Verarbeitung deiner Daten in der App {brand.name} ist der Betreiber der Website {brand.site}. Die
        Kontaktdaten findest du im {imprint}.
      </>
    ),
  },
  {
    heading: 'Was auf deinem Gerät bleibt',
    text: 'Deine Designs, eigenen Stoffe und gemerkten Inspirationen speichert die App zuerst auf deinem Gerät. Ohne Konto verlassen sie dein Gerät nicht.',
  },
  {
    heading: 'Was wir mit einem Konto speichern',
    text: 'Mit einem Konto speichern wir deinen Benutzernamen, deine E-Mail-Adresse, ein sicher gehashtes Passwort sowie die Projekte und Stofffotos, die du synchronisierst. Wir nutzen sie nur, um sie dir auf deinen Geräten bereitzustellen.',
  },
  {
    heading: 'E-Mails',
    text: 'Wir schreiben dir nur, um dein Konto zu bestätigen oder dein Passwort zurückzusetzen.',
  },
  {
    heading: 'Deine Rechte',
    text: <>Du kannst jederzeit Auskunft über deine Daten verlangen, sie berichtigen oder löschen lassen. Schreib uns dazu über die Kontaktdaten im {imprint}.</>,
  },
];

/** Datenschutz: the frame's own text page; the imprint it refers to is on the provider's site (SPEC: external link). */
export function PrivacyPage() {
  return (
    <PageLayout title={strings.privacy.title}>
      <div className="frame-text">
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.text}</p>
          </section>
        ))}
      </div>
    </PageLayout>
  );
}
