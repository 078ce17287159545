import type { DocumentValues } from '../values';

export default (
  v: DocumentValues,
) => `Ob ein YouTube-Video gut wird, entscheidet sich lange bevor du auf Aufnahme drückst. Das Skript legt fest, was der Titel verspricht, welches Tempo der Schnitt hat und an welchem Punkt sich Zuschauer entscheiden, zu bleiben oder zu gehen. KI-Skriptgeneratoren liefern den ersten Entwurf heute fast sofort, aber ein schneller Entwurf ist noch kein gutes Skript. Dieser Leitfaden zeigt dir, wie du einen KI-Skriptschreiber als echten kreativen Partner nutzt: was du ihm vorgibst, wie du sein Ergebnis formst und wie daraus ein Video wird, das die Leute bis zum Ende ansehen.

## Warum Skripte wichtiger sind denn je

YouTube empfiehlt Videos, bei denen die Leute dranbleiben. Die durchschnittliche Wiedergabedauer und der Anteil eines Videos, den Zuschauer tatsächlich ansehen, gehören zu den stärksten Signalen, die ein Kanal selbst beeinflussen kann, und beide hängen vor allem von der Struktur ab. Eine weitschweifige Einleitung, ein dreimal wiederholter Punkt oder ein Abschweifen in der Mitte zeigt sich als Absturz in deinem Diagramm zur Zuschauerbindung.

Ein Skript schützt dich vor all dem. Es legt die Reihenfolge deiner Gedanken fest, bevor die Kamera läuft, hält deinen Vortrag straff und macht den Schnitt schneller. Das Problem war schon immer die Zeit: Ein solides Zehn-Minuten-Skript von Hand zu schreiben, kann länger dauern, als es zu drehen. Genau diese Lücke füllt KI.

## Was ein KI-Skriptgenerator gut kann und was nicht

Ein KI-Skriptgenerator ist hervorragend bei der Struktur. Gib ihm ein Thema, und er liefert in Sekunden eine Einleitung, eine logische Abfolge von Hauptpunkten und einen abschließenden Call to Action. Er findet gut Blickwinkel, an die du nicht gedacht hast, formuliert holprige Sätze um und trifft eine Ziellänge.

Schwächer ist er bei dem, was deinen Kanal zu deinem macht. Er kennt deine Running Gags nicht und auch nicht die Meinungen, für die dein Publikum wiederkommt, und er kann Fakten mit mehr Überzeugung behaupten, als sie verdienen. Betrachte sein Ergebnis als gut gegliederten ersten Entwurf eines fähigen Assistenten, der deinen Kanal noch nie gesehen hat.

## Schritt 1: Schreib ein Briefing, kein Stichwort

Wie gut ein erstelltes Skript wird, hängt davon ab, wie gut die Anfrage ist. Ein einzelnes Stichwort wie „Produktivität“ gibt dem Modell nichts, womit es arbeiten kann, also bekommst du eine beliebige Liste von Tipps. Vergleiche das mit einem Briefing wie diesem: „Fünf Produktivitätsgewohnheiten für Softwareentwickler im Homeoffice, die ständig von Chat-Benachrichtigungen unterbrochen werden, darunter eine Gewohnheit, die kontraintuitiv klingt.“

Ein nützliches Briefing beantwortet vier Fragen:

- **Wer schaut zu?** Einsteiger, Profis, Eltern, Gamer. Das Publikum bestimmt Wortschatz und Tiefe.
- **Welches Problem löst das Video?** Zuschauer klicken, um etwas zu bekommen: eine Fähigkeit, eine Antwort, einen Lacher, eine Entscheidung.
- **Was verspricht der Titel?** Schreib zuerst den Arbeitstitel und sorg dafür, dass das Skript genau das einlöst.
- **Was ist an deiner Sicht anders?** Ein persönliches Ergebnis, eine gegensätzliche Meinung, ein Test, den du selbst gemacht hast.

In Genesis Studio gibst du dieses Briefing in das Themenfeld ein. Zwei oder drei Sätze reichen völlig; dieser zusätzliche Kontext ist die größte einzelne Verbesserung, die du an einem Entwurf vornehmen kannst.

## Schritt 2: Wähl die richtige Länge

Im Englischen spricht man etwa 130 bis 160 Wörter pro Minute, im Deutschen mit seinen längeren Wörtern meist etwas weniger. Daraus ergibt sich ein einfaches Budget:

- **1 bis 3 Minuten:** 150 bis 450 Wörter. Eine Idee, ein Beispiel, ein Call to Action. Ideal für kurze Erklärungen im Stil von Shorts und schnelle Antworten.
- **3 bis 5 Minuten:** 450 bis 800 Wörter. Platz für einen Hook, drei Punkte und eine Zusammenfassung. Der Standard für die meisten Anleitungsvideos.
- **5 bis 10 Minuten:** 800 bis 1.600 Wörter. Tutorials mit Schritten, Tests mit Vor- und Nachteilen, Geschichten mit einem echten Spannungsbogen.
- **10 Minuten und mehr:** ab 1.600 Wörtern. Deep Dives, Dokumentationen und Listenvideos, in denen sich jeder Punkt seinen Platz verdient.

Wähl die Länge, die dein Thema braucht, nicht die, die der Algorithmus deiner Meinung nach bevorzugt. Ein straffes Sechs-Minuten-Video schlägt fast immer dasselbe Material, das auf zwölf Minuten gestreckt wurde. Prüf nach dem Erstellen die Wortzahl und die geschätzte Lesezeit neben dem Skript; liegt die Schätzung weit über deinem Ziel, kürze vor der Aufnahme, nicht erst im Schnitt.

## Schritt 3: Pass den Tonfall an deinen Kanal an

Der Tonfall macht den Unterschied zwischen einem Skript, das nach dir klingt, und einem, das nach Pressemitteilung klingt. Genesis Studio bietet acht Tonfälle: Lehrreich, Professionell, Locker, Energiegeladen, Humorvoll, Inspirierend, Gruselig und Erzählend. Ein paar bewährte Kombinationen:

- Tutorials und Erklärvideos funktionieren am besten **Lehrreich** oder **Locker**: klar, freundlich, ohne Hype.
- Produkttests und Business-Inhalte passen zu **Professionell**, für Unboxings und Produktstarts zu **Energiegeladen**.
- Vlogs und persönliche Kanäle werden mit **Locker**, **Humorvoll** oder **Erzählend** lebendig.
- Kanäle über Motivation, Fitness und persönliche Entwicklung setzen auf **Inspirierend**.
- True Crime, Mysterys und Horror-Erzählungen brauchen **Gruselig** oder **Erzählend**, um Atmosphäre aufzubauen.

Wenn du unsicher bist, erstelle dasselbe Briefing in zwei Tonfällen und lies jeweils den ersten Absatz laut vor.

## Schritt 4: Bau den Hook gezielt

Die ersten fünfzehn Sekunden entscheiden, ob jemand bleibt. Ein erstelltes Skript beginnt meist mit einer ordentlichen Einleitung, aber ordentlich reicht nicht. Schreib den Hook selbst um, nach einem dieser Muster:

1. **Das Ergebnis zuerst.** Zeig oder nenn das Ergebnis, bevor du erklärst, wie du dorthin gekommen bist: „Am Ende dieses Videos startet dein Laptop in unter zehn Sekunden.“
2. **Die offene Frage.** Wirf eine Frage auf, die das Video beantwortet: „Warum fotografieren die meisten Einsteiger zur falschen Tageszeit?“
3. **Was auf dem Spiel steht.** Sag, was der Zuschauer verliert, wenn er es nicht weiß: „Diese eine Einstellung kostet dich die Hälfte deiner Akkulaufzeit.“
4. **Die Überraschung.** Steig mit dem kontraintuitiven Punkt aus deinem Briefing ein.

Streich dann alles zwischen dem Hook und dem ersten echten Punkt. Zuschauer müssen weder deinen Namen noch deinen Upload-Plan noch eine Zusammenfassung dessen hören, was gleich kommt. Stell den Kanal später vor oder lass es ganz weg.

## Schritt 5: Strukturier den Mittelteil für die Zuschauerbindung

Im Mittelteil des Videos geht die Zuschauerbindung still und leise verloren. Mit ein paar Techniken bleiben die Leute dran:

- **Zeig den Weg an.** „Es gibt drei Fehler, und den dritten macht fast jeder.“ Zuschauer bleiben, um das Ende einer Liste zu erreichen, deren Länge sie kennen.
- **Offene Schleifen.** Erwähne etwas, auf das du später zurückkommst, und lös es dann ein.
- **Musterbrüche alle 45 bis 90 Sekunden.** Eine Frage an den Zuschauer, ein kurzes Beispiel, ein Wechsel der Kameraperspektive oder ein im Skript notierter B-Roll-Moment.
- **Eine Idee pro Abschnitt.** Wenn ein Abschnitt zwei Punkte macht, teil ihn auf oder streich einen.
- **Beispiele statt Abstraktionen.** Hinter jeder Behauptung sollte ein konkretes Beispiel, eine Zahl oder eine Demonstration stehen.

Füg beim Bearbeiten einfache Produktionsnotizen hinzu, etwa „[B-Roll: Nahaufnahme des Einstellungsmenüs]“. Sie machen Dreh und Schnitt deutlich schneller.

## Schritt 6: Lass es nach dir klingen

In diesem Schritt wird aus einem KI-Entwurf dein Skript. Lies das Ganze laut vor, in dem Tempo, in dem du es aufnehmen würdest. Jedes Mal, wenn du stolperst, änderst du den Satz. Jedes Mal, wenn du eine Formulierung hörst, die du nie sagen würdest, ersetzt du sie durch das, was du sagen würdest. Die meisten Creator schreiben am Ende zehn bis zwanzig Prozent der Zeilen um, und genau in diesen zehn bis zwanzig Prozent steckt die Persönlichkeit.

Dann fügst du hinzu, was nur du hinzufügen kannst: eine persönliche Geschichte, eine Meinung, ein Ergebnis aus deinem eigenen Test, einen Verweis auf ein früheres Video, den Insider-Witz, den deine Community liebt. Prüf zum Schluss jede Tatsache, jede Zahl und jede Behauptung. KI-Modelle können sich sehr sicher irren, und eine Korrektur in den Kommentaren kostet mehr Vertrauen, als dir die gesparten Minuten wert sind.

## Schritt 7: Schließ mit einem klaren Call to Action

Schließ mit einem einzigen, konkreten nächsten Schritt. „Abonnieren, liken, kommentieren und schau dir meinen Kurs an“ sind vier Bitten, und Zuschauer folgen keiner davon. Wähl die eine, die für dieses Video am wichtigsten ist. Verknüpf sie mit dem Nutzen, den die Zuschauer gerade bekommen haben: „Wenn dir das eine Stunde gespart hat, zeigt dir das nächste Video, wie du den ganzen Ablauf automatisierst.“

## Schritt 8: Vom Skript zum Voiceover

Wenn du Faceless-Videos, Erklärvideos oder vertonte Diashows produzierst, kannst du das fertige Skript direkt in Audio umwandeln. In Genesis Studio erscheint die Voiceover-Karte unter dem erstellten Skript: Wähl eine von ${v.voiceCount} Stimmen, generiere das Voiceover und spiel das Ergebnis im integrierten Player ab. Voiceovers funktionieren für Skripte mit bis zu 5.000 Zeichen, also teil ein langes Skript in Abschnitte und generiere jeden einzeln. Du kannst das Audio als MP3 herunterladen und direkt in deinen Videoeditor ziehen.

Selbst wenn du mit deiner eigenen Stimme aufnimmst, zeigt dir ein Probedurchlauf mit KI-Stimme schnell zu lange Sätze und Abschnitte, die sich ziehen.

## Ein Ablauf, den du jede Woche wiederholen kannst

Diese Routine pendelt sich bei vielen Creatorn ein, sobald KI Teil ihres Prozesses ist:

1. Schreib ein Briefing aus zwei Sätzen und einen Arbeitstitel.
2. Erstelle ein Skript in deiner Ziellänge und deinem Tonfall, oder beginne mit einer Schnellvorlage wie Tutorial, Test, Vlog oder Erklärvideo.
3. Schreib den Hook um und streich die Einleitung.
4. Lies das Skript laut vor, schreib um, was nicht nach dir klingt, und füg eine persönliche Geschichte oder Meinung hinzu.
5. Prüf jede Behauptung und jede Zahl.
6. Füg Notizen für B-Roll und Einblendungen hinzu.
7. Nimm auf, oder generiere für vertonte Formate ein Voiceover.
8. Füg das fertige Skript in das SEO-Tool ein, um Titelideen, eine Beschreibung und Tags zu bekommen.

Beim ersten Durchlauf dauert das eine Stunde; beim vierten Video nur noch die Hälfte.

## Häufige Fehler, die du vermeiden solltest

- **Den ersten Entwurf veröffentlichen.** Er wird solide und schnell vergessen sein. Deine Überarbeitungen sind das eigentliche Produkt.
- **Keywords ins Skript stopfen.** Schreib für die Zuschauer; Suchbegriffe gehören in Titel, Beschreibung und Tags.
- **Die Analysen ignorieren.** Such nach jedem Upload den größten Einbruch im Diagramm zur Zuschauerbindung und lies die Stelle im Skript. Einen besseren Schreiblehrer wirst du nie haben.

## Fang an zu schreiben

KI ersetzt nicht den Creator, sondern die leere Seite. Gib ihr ein konkretes Briefing, wähl Länge und Tonfall bewusst, schreib den Hook um, sorg dafür, dass sich der Mittelteil seinen Platz verdient, und setz deine eigene Stimme obendrauf. Mach das jede Woche, und du veröffentlichst öfter, ohne schlechter zu werden. Probier es bei deinem nächsten Video mit der kostenlosen Testphase aus und sieh selbst, wie viel schneller ein erster Entwurf entsteht.`;
