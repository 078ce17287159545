import type { DocumentValues } from '../values';

export default (
  v: DocumentValues,
) => `Diese Bedingungen gelten, wenn du Genesis Studio nutzt, ein KI-Content-Studio für Videocreator, Marketer und Unternehmen. „Wir“ meint den Betreiber des Genesis-Studio-Dienstes, den du nutzt; „du“ meint die Person oder Organisation, die ihn nutzt. Indem du ein Konto erstellst oder den Dienst nutzt, stimmst du diesen Bedingungen und unserer [Datenschutzerklärung](/privacy) zu.

## Der Dienst und die Software

Genesis Studio bietet KI-Werkzeuge zum Schreiben von Skripten mit Voiceovers, für SEO-Analysen, Bilderstellung, einen Chat-Assistenten in Echtzeit, Stimmprofile und eine persönliche Bildergalerie. Die Software Genesis Studio ist Open Source unter der GNU Affero General Public License, Version 3 oder neuer. Wenn du deine eigene Instanz betreibst, regelt die Lizenz deine Nutzung der Software, und du bist für deine Instanz, deine Nutzer und die KI-Anbieter verantwortlich, die du anbindest. Diese Bedingungen regeln den Dienst, den wir betreiben.

## Dein Konto

- Du musst bei der Registrierung korrekte Angaben machen und dein Passwort geheim halten.
- Ein Konto ist für eine Person bestimmt. Du bist für alles verantwortlich, was in deinem Konto geschieht.
- Du musst mindestens 13 Jahre alt sein, oder älter, wo das örtliche Recht es verlangt, und diesen Bedingungen zustimmen können.
- Schreib sofort an ${v.contact}, wenn du glaubst, dass jemand anderes Zugriff auf dein Konto hat.

## Kostenlose Testphase

Neue Konten starten mit einer kostenlosen ${v.trialHours}-Stunden-Testphase mit unbegrenzten Skripten, Bildern und Chat. Eine Kreditkarte ist nicht nötig. Wenn die Testphase endet, ist das Studio gesperrt, bis du einen Plan wählst; es wird nichts automatisch berechnet.

## Pläne und Zahlungen

- **Pläne.** ${v.weekly.name} kostet ${v.weekly.price} und enthält ${v.weekly.scripts} Skripte und ${v.weekly.images} Bilder pro Woche. ${v.basic.name} kostet ${v.basic.price} und enthält ${v.basic.scripts} Skripte und ${v.basic.images} Bilder pro Monat. ${v.premium.name} kostet ${v.premium.price}, mit unbegrenzten Skripten und Bildern. Die Preise sind in US-Dollar angegeben und verstehen sich möglicherweise zuzüglich Steuern.
- **Abrechnung.** Abos werden für jede Woche oder jeden Monat im Voraus über unseren Zahlungsdienstleister bezahlt und verlängern sich automatisch, bis du kündigst.
- **Limits.** Plan-Limits werden pro Abrechnungszeitraum gezählt und zu Beginn des nächsten Zeitraums zurückgesetzt. Wenn du ein Limit erreichst, zeigt dir das Studio, wann es zurückgesetzt wird; du kannst jederzeit upgraden.
- **Kündigung.** Du kannst jederzeit kündigen. Die Kündigung wird zum Ende des Zeitraums wirksam, den du bezahlt hast, und bis dahin behältst du den Zugang.
- **Erstattungen.** Zahlungen für teilweise genutzte Zeiträume werden nicht erstattet, außer wenn das Gesetz eine Erstattung vorschreibt.
- **Preisänderungen.** Über Preisänderungen informieren wir dich mindestens 14 Tage, bevor sie für deine nächste Verlängerung gelten.

## Spenden

Du kannst Genesis Studio mit einer freiwilligen einmaligen Spende von ${v.donation} unterstützen. Spenden werden von unserem Zahlungsdienstleister abgewickelt, schalten keine Funktionen frei und werden nicht erstattet, außer wenn das Gesetz es vorschreibt.

## Deine Inhalte

Die Inhalte, die du mit Genesis Studio erstellst, darunter Skripte, Bilder, Voiceovers und Unterhaltungen, gehören dir, soweit das Gesetz es zulässt. Du erteilst uns nur die Erlaubnis, die wir brauchen, um den Dienst für dich zu betreiben: deine Inhalte zu speichern, sie mit den KI-Engines zu verarbeiten, die du nutzt, und sie dir wieder anzuzeigen. Diese Erlaubnis endet, wenn du die Inhalte oder dein Konto löschst.

Du bist dafür verantwortlich, was du in den Dienst eingibst und wie du das verwendest, was dabei herauskommt. Lade kein Material hoch, zu dessen Nutzung du nicht berechtigt bist.

## Stimmklonen

Erstelle Stimmprofile nur aus deiner eigenen Stimme oder aus der Stimme einer Person, die dir ausdrücklich ihre Erlaubnis gegeben hat. Verwende eine geklonte Stimme niemals, um dich als eine reale Person auszugeben, um Menschen zu täuschen oder um Sicherheitsprüfungen wie eine Stimmauthentifizierung zu umgehen.

## Zulässige Nutzung

Du darfst Genesis Studio nicht verwenden, um:

- gegen Gesetze zu verstoßen oder das geistige Eigentum, die Privatsphäre oder die Persönlichkeitsrechte anderer zu verletzen;
- Inhalte zu erstellen, die Minderjährige sexualisieren, Terrorismus oder gewalttätigen Extremismus fördern oder Menschen belästigen, bedrohen oder verleumden;
- täuschende Inhalte zu erstellen, etwa Fake News, betrügerische Bewertungen oder realistische Bilder realer Personen, die als echt ausgegeben werden, oder Spam und Phishing;
- Schadsoftware oder Anleitungen für schwere Schäden zu erzeugen;
- Plan-Limits, Anfragelimits oder Sicherheitsmaßnahmen zu umgehen, Konten zu teilen oder den Zugang ohne unsere schriftliche Zustimmung weiterzuverkaufen;
- den gehosteten Dienst zu überlasten, automatisiert auszulesen oder zurückzuentwickeln oder die Daten anderer Nutzer anzugreifen.

Wir können Inhalte entfernen oder Konten sperren, die gegen diese Regeln verstoßen, und wir melden rechtswidrige Inhalte, wo das Gesetz es verlangt.

## KI-Ergebnisse

KI-generierte Inhalte können ungenau, unvollständig oder veraltet sein oder Inhalten ähneln, die für andere Personen erzeugt wurden. Sie sind keine professionelle, rechtliche, medizinische oder finanzielle Beratung. Prüfe, bearbeite und verifiziere alles, bevor du es veröffentlichst, und stelle sicher, dass deine endgültigen Inhalte den Regeln der Plattformen entsprechen, auf denen du veröffentlichst. Wenn der Dienst mit seinen integrierten Offline-Engines läuft, sind die Ergebnisse als offline gekennzeichnet und ein einfacherer Entwurf, als ihn ein angebundener KI-Anbieter liefern würde.

## Partnerprogramm

Partner erhalten eine Provision von ${v.commission} auf Zahlungen der Kunden, die sie werben. Eine Empfehlung zählt, wenn sich jemand innerhalb von 30 Tagen registriert, nachdem er deinem Empfehlungslink gefolgt ist. Provisionen sind zunächst ausstehend und werden 30 Tage nach der Zahlung freigegeben, sofern die Zahlung nicht erstattet wird. Freigegebene Provisionen werden monatlich über einen Zahlungsdienst oder per Überweisung ausgezahlt, sobald der Mindestbetrag für Auszahlungen erreicht ist. Eigenempfehlungen, irreführende Werbung, Spam und bezahlte Suchanzeigen auf unseren Markennamen sind nicht erlaubt, und auf diese Weise verdiente Provisionen werden storniert.

## Verfügbarkeit und Änderungen

Wir arbeiten daran, Genesis Studio verfügbar und sicher zu halten, garantieren aber nicht, dass der Dienst ohne Unterbrechungen oder fehlerfrei läuft. Wir können Funktionen ändern, hinzufügen oder entfernen. Wenn wir eine Funktion entfernen, für die du bezahlst, informieren wir dich im Voraus, und du kannst kündigen.

## Beenden der Nutzung

Du kannst die Nutzung von Genesis Studio jederzeit beenden und dein Konto löschen, wie in der [Datenschutzerklärung](/privacy) beschrieben. Wir können ein Konto sperren oder schließen, das schwerwiegend oder wiederholt gegen diese Bedingungen verstößt; wenn möglich, warnen wir dich vorher und geben dir Gelegenheit, deine Inhalte zu exportieren.

## Haftungsausschlüsse und Haftung

Der Dienst wird „wie besehen“ und „nach Verfügbarkeit“ bereitgestellt. Soweit das Gesetz es zulässt, schließen wir alle stillschweigenden Gewährleistungen aus, und unsere Gesamthaftung für Ansprüche im Zusammenhang mit dem Dienst ist auf den Betrag begrenzt, den du uns in den 12 Monaten vor dem Anspruch gezahlt hast. Wir haften nicht für indirekte Schäden oder Folgeschäden wie entgangenen Gewinn oder Datenverlust. Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann.

## Änderungen dieser Bedingungen

Wir können diese Bedingungen aktualisieren. Das Datum der letzten Änderung zeigen wir oben auf dieser Seite an, und über wesentliche Änderungen informieren wir Kontoinhaber mindestens 14 Tage vor ihrem Inkrafttreten per E-Mail. Wenn du den Dienst danach weiter nutzt, gelten die neuen Bedingungen.

## Kontakt

Fragen zu diesen Bedingungen: Schreib an ${v.contact}.`;
