import { brand, PageLayout } from '@nahtlos/ui';
import { strings } from '../strings';

const sections: { heading: string; text: string }[] = [
  {
    heading: 'Wer für deine Daten verantwortlich ist',
    text: `Verantwortlich für die Verarbeitung deiner Daten in der App ${brand.name} ist der Betreiber der Website ${brand.site}. Die Kontaktdaten findest du im Impressum.`,
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
    text: 'Du kannst jederzeit Auskunft über deine Daten verlangen, sie berichtigen oder löschen lassen. Schreib uns dazu über die Kontaktdaten im Impressum.',
  },
];

export function PrivacyPage() {
  return (
    <PageLayout title={strings.privacy.title}>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{section.text}</p>
        </section>
      ))}
    </PageLayout>
  );
}
