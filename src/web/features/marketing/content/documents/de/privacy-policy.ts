import type { DocumentValues } from '../values';

export default (
  v: DocumentValues,
) => `Diese Datenschutzerklärung erklärt, welche Informationen Genesis Studio über dich speichert, warum, und welche Kontrolle du darüber hast. Genesis Studio ist selbst hostbare Software: „Wir“ meint in dieser Erklärung den Betreiber des Genesis-Studio-Dienstes, den du nutzt. Wenn du deine eigene Instanz betreibst, bist du der Betreiber, und deine Daten bleiben auf den Servern, die du kontrollierst.

## Kurz gesagt

- **Deine Inhalte gehören dir.** Skripte, Bilder, Voiceovers, Stimmproben und Unterhaltungen, die du erstellst, sind dein Eigentum. Wir verkaufen sie nicht, und wir verwenden sie nicht, um KI-Modelle zu trainieren.
- **Wir speichern nur, was der Dienst braucht**, um dir ein Konto bereitzustellen, deine Arbeit zu speichern, Plan-Limits durchzusetzen und Zahlungen entgegenzunehmen.
- **Keine Tracker von Drittanbietern.** Seitenaufrufe zählen wir selbst, mit einer anonymen Besucher-ID, und wir setzen keine Werbe-Cookies ein.
- **Kartendaten erreichen uns nie.** Zahlungen wickelt unser Zahlungsdienstleister ab.
- **Du kannst dein Konto jederzeit löschen**, samt allem, was darin gespeichert ist.

## Welche Informationen wir speichern

### Dein Konto

Deinen Namen, deine E-Mail-Adresse und einen Einweg-Hash deines Passworts (nie das Passwort selbst), deinen Abo-Status und Plan, Beginn und Ende deiner Testphase sowie die Sitzungen, mit denen du angemeldet bist, damit du sie einsehen und widerrufen kannst.

### Inhalte, die du erstellst

Die Themen und Skripte, die du erstellst, SEO-Analysen, Bildbeschreibungen und die erstellten Bilder mit ihren Einstellungen, deine Stilvorlieben und zuletzt verwendeten Beschreibungen, Voiceover-Audio sowie deine Chat-Unterhaltungen mit ihren Angaben zu Nische, Zielgruppe und Budget. Wir speichern diese Inhalte, damit du sie wiederfindest, zum Beispiel in deiner Galerie oder deinem Chatverlauf.

### Stimmproben und Stimmprofile

Wenn du ein Stimmprofil erstellst, speichern wir die Audioprobe, die du aufgenommen oder hochgeladen hast, den Namen und die Beschreibung des Profils sowie die Stimmeinstellungen, die aus der Probe abgeleitet wurden. Stimmproben sind personenbezogene Daten: Sie werden nur verwendet, um in deinem Konto Sprache zu erzeugen, und sie werden gelöscht, wenn du das Profil oder dein Konto löschst.

### Nutzungsdaten

Für jede Erstellung erfassen wir ihre Art (Skript, Bild, Voiceover, SEO-Analyse oder Chat), den Zeitpunkt und die Engine, die sie ausgeführt hat. Wir nutzen diese Daten, um Plan-Limits durchzusetzen, Missbrauch zu verhindern und den Dienst zuverlässig zu halten.

### Zahlungen und Abonnements

Wir speichern deinen Plan, deinen Abrechnungszeitraum, deinen Abo-Status und die Kennungen, die uns unser Zahlungsdienstleister für deinen Kundendatensatz und dein Abo übermittelt. Kartennummern und Sicherheitscodes gibst du direkt beim Zahlungsdienstleister ein; sie werden nie an unsere Server gesendet oder dort gespeichert.

### Partnerprogramm

Wenn du am Partnerprogramm teilnimmst, speichern wir deine E-Mail-Adresse für Auszahlungen, deinen Partnercode, Klicks auf deinen Empfehlungslink (Zeitpunkt, die besuchte Seite und einen mit einem Schlüssel gebildeten Hash der Netzwerkadresse des Besuchers, damit jede Adresse nur einmal pro Tag zählt) sowie die Empfehlungen und Provisionen, die dir gutgeschrieben werden. Damit wir Provisionen für eigene Konten eines Partners ablehnen können, vergleichen wir mit einem Schlüssel gebildete Hashes der Netzwerkadressen und Browser-IDs, von denen aus sich Konten registrieren, anmelden und Zahlungen starten.

### Newsletter

Wenn du den Newsletter abonnierst, speichern wir deine E-Mail-Adresse und das Datum deiner Anmeldung. Wir verwenden sie nur, um dir neue Artikel zu schicken.

### Seitenaufrufe

Wenn eine Seite angezeigt wird, meldet dein Browser den Pfad, die verweisende Seite und den Zeitpunkt, zusammen mit einer anonymen Besucher-ID: einem Zufallswert, der in deinem Browser gespeichert ist und weder mit deinem Namen noch mit deiner E-Mail-Adresse oder deinem Konto verknüpft ist. Wir nutzen Seitenaufrufe nur, um zu verstehen, welche Seiten nützlich sind. Kein Analysedienst eines Drittanbieters erhält sie.

### Technische Protokolle

Unsere Server protokollieren Anfragen einschließlich IP-Adressen, um die Sicherheit zu gewährleisten, Anfragen zu begrenzen und Fehler zu beheben. Protokolle werden nur kurze Zeit aufbewahrt und nicht für Profilbildung verwendet.

## Informationen in deinem Browser

Genesis Studio speichert ein paar Werte im lokalen Speicher deines Browsers: deine Anmelde-Tokens, eine Kopie deines Benutzerprofils, den Datensatz zu deiner Testphase oder deinem Abo und die anonyme Besucher-ID. Wenn du über einen Empfehlungslink gekommen bist, merkt sich ein First-Party-Cookie diesen Besuch 30 Tage lang, damit deine Registrierung dem Partner gutgeschrieben wird; es wird entfernt, sobald du dich registrierst. Wir verwenden keine Werbe-Cookies und keine Cookies für seitenübergreifendes Tracking. Wenn du den Speicher deines Browsers leerst, wirst du abgemeldet, und diese Werte werden zurückgesetzt.

## Wie wir KI-Anbieter nutzen

Je nachdem, wie diese Instanz eingerichtet ist, laufen die KI-Funktionen entweder auf integrierten Offline-Engines auf unseren eigenen Servern oder über externe KI-Anbieter, zum Beispiel für Text, Bilder, Sprache oder Stimmklonen. Wenn ein Anbieter genutzt wird, erhält er nur die Eingaben, die die jeweilige Anfrage braucht (deine Beschreibung, deinen Skripttext oder deine Stimmprobe), um das Ergebnis zu erzeugen, und zwar zu den Bedingungen dieses Anbieters für Geschäftskunden. Ergebnisse, die offline erzeugt wurden, sind im Studio entsprechend gekennzeichnet.

## Was wir niemals tun

- Deine personenbezogenen Daten oder deine Inhalte verkaufen oder vermieten.
- Deine Inhalte oder Stimmproben verwenden, um KI-Modelle zu trainieren.
- Werbung anzeigen oder Daten mit Werbenetzwerken teilen.
- Deine Inhalte lesen, außer wenn du uns um Support bittest oder das Gesetz es verlangt.

## Wie lange wir Informationen aufbewahren

Wir bewahren dein Konto und deine Inhalte so lange auf, wie dein Konto besteht. Nutzungsdaten werden so lange aufbewahrt, wie sie nötig sind, um Plan-Limits durchzusetzen und Abrechnungsfragen zu klären. Zahlungsdaten werden so lange aufbewahrt, wie es das Steuer- und Handelsrecht verlangt. Serverprotokolle werden kurze Zeit aufbewahrt. Seitenaufrufe mit ihrer anonymen Besucher-ID werden in zusammengefasster Form aufbewahrt.

## Dein Konto löschen

Du kannst dein Konto jederzeit löschen: Schreib von der E-Mail-Adresse, mit der du dich registriert hast, an ${v.contact} und bitte darum, dein Konto zu löschen. Wir löschen dein Konto, deine Inhalte, deine Bilder, deine Stimmproben und Stimmprofile, deine Unterhaltungen und deine Sitzungen innerhalb von 30 Tagen und kündigen ein aktives Abo, damit dir nichts mehr berechnet wird. Wir behalten nur, was wir gesetzlich aufbewahren müssen, zum Beispiel Rechnungen. Wenn du deine eigene Instanz betreibst, kannst du die Daten eines Nutzers direkt in deiner Datenbank löschen.

## Deine Rechte

Je nachdem, wo du lebst, hast du möglicherweise das Recht, Auskunft über die personenbezogenen Daten zu erhalten, die wir über dich speichern, sie berichtigen zu lassen, eine Kopie in einem übertragbaren Format zu erhalten, sie löschen zu lassen, bestimmte Verarbeitungen einzuschränken oder ihnen zu widersprechen und dich bei deiner Datenschutzbehörde zu beschweren. Um eines dieser Rechte auszuüben, schreib an ${v.contact}. Wir antworten innerhalb von 30 Tagen.

## Sicherheit

Passwörter werden mit Argon2id gehasht, Sitzungen werden als Hashes gespeichert und können widerrufen werden, Verbindungen sind im Produktivbetrieb verschlüsselt, und jeder Datensatz wird auf dem Server geprüft, sodass nur sein Eigentümer ihn lesen kann. Kein System ist vollkommen sicher. Verwende deshalb bitte ein starkes, einzigartiges Passwort und schreib an ${v.contact}, wenn dir etwas Verdächtiges auffällt.

## Kinder

Genesis Studio ist nicht für Kinder unter 13 Jahren gedacht, oder unter 16 Jahren, wo das örtliche Recht ein höheres Alter vorschreibt. Wir erheben nicht wissentlich personenbezogene Daten von Kindern. Wenn du glaubst, dass uns ein Kind personenbezogene Daten gegeben hat, kontaktiere uns, und wir löschen sie.

## Änderungen dieser Erklärung

Wenn wir diese Erklärung ändern, aktualisieren wir das Datum oben auf dieser Seite. Wenn eine Änderung wesentlich beeinflusst, wie wir deine personenbezogenen Daten verwenden, informieren wir Kontoinhaber per E-Mail, bevor sie in Kraft tritt.

## Kontakt

Fragen zum Datenschutz oder zu dieser Erklärung: Schreib an ${v.contact}. Siehe auch unsere [Nutzungsbedingungen](/terms).`;
