export default () => `KI hat es leicht gemacht, Inhalte zu produzieren, aber nicht, dafür zu sorgen, dass sie gefunden werden. Suchmaschinen und Videoplattformen sehen heute eine Flut von Artikeln, Beschreibungen und Videos, die von denselben paar Modellen entworfen wurden, und das meiste davon klingt gleich. Erfolgreich sind nicht die Creator, die am meisten KI-Text veröffentlichen, sondern die, die mit KI schneller bessere und nützlichere Inhalte veröffentlichen. Dieser Leitfaden zeigt, wie Suchmaschinen mit KI-gestützten Inhalten umgehen, wie du solche Inhalte recherchierst und strukturierst, und bietet eine praktische Checkliste zur Optimierung von Webseiten und YouTube-Videos.

## Bestraft Google KI-generierte Inhalte?

Nein, nicht dafür, dass sie KI-generiert sind. Googles öffentliche Richtlinien sagen klar, dass hilfreiche, verlässliche und für Menschen geschriebene Inhalte belohnt werden, ganz gleich, wie sie entstanden sind, und dass Automatisierung, die vor allem Rankings manipulieren soll, gegen die Spam-Richtlinien verstößt. Die Frage lautet also nicht „Wer hat das geschrieben?“, sondern „Ist das nützlich, korrekt und originell?“

Das gilt in beide Richtungen. KI kann dir helfen, wirklich hilfreiche Inhalte effizienter zu produzieren. Sie kann dir aber auch helfen, Tausende dünne, sich wiederholende Seiten zu produzieren, und genau die sollen Suchmaschinen ignorieren. YouTube funktioniert genauso: Seine Systeme empfehlen Videos, die Zuschauer bewusst ansehen und mit denen sie zufrieden sind, egal ob das Skript von Hand getippt oder mit einem Modell entworfen wurde.

Die praktische Regel: Nutze KI, um Recherche, Struktur und Entwurf zu beschleunigen, und investiere die gesparte Zeit in das, was Modelle nicht gut können, nämlich eigene Erfahrung, originelle Daten, fachliches Urteil und einen klaren Standpunkt.

## E-E-A-T verstehen

Googles Richtlinien für Qualitätsbewerter beschreiben gute Inhalte mit vier Begriffen: Experience (Erfahrung), Expertise (Fachwissen), Authoritativeness (Autorität) und Trust (Vertrauenswürdigkeit). Sie sind kein Ranking-Schalter, aber eine nützliche Checkliste für KI-gestützte Arbeit.

- **Erfahrung:** Zeig, dass du das Produkt tatsächlich benutzt, den Ort besucht oder das Problem gelöst hast. Fotos, Screenshots, Ergebnisse und konkrete Details signalisieren echte Erfahrung. Die kann dir keine KI liefern.
- **Fachwissen:** Beweise, dass du dich im Thema auskennst. Erkläre das Warum, nicht nur das Was, und mach die Details richtig.
- **Autorität:** Bau zu einem Thema eine Sammlung von Inhalten auf, sodass andere dich zitieren und auf dich verlinken. Ein Kanal oder eine Website, die einen Bereich gründlich abdeckt, gewinnt mehr Autorität als eine, die alles oberflächlich behandelt.
- **Vertrauenswürdigkeit:** Sei korrekt, nenne Quellen, zeig, wer hinter den Inhalten steht und wie man ihn erreicht, und korrigiere Fehler offen. Vertrauen ist der wichtigste der vier Punkte.

Jeder KI-gestützte Inhalt sollte mindestens einen dieser Punkte ergänzen, der im rohen Modell-Output fehlte.

## Beginne mit der Suchintention

Die Suchintention ist das, was die Person, die eine Suchanfrage eintippt, tatsächlich will. Sie zu treffen, ist die Grundlage von SEO, und genau an diesem Schritt scheitert KI am häufigsten, denn ein Modell schreibt bereitwillig einen Aufsatz, wenn der Suchende eine schnelle Antwort oder eine Vergleichstabelle wollte.

Es gibt vier grobe Arten von Suchintention:

- **Informationsorientiert:** Die Person will etwas lernen. „YouTube-Skript schreiben“. Bediene sie mit Leitfäden, Tutorials und Erklärungen.
- **Navigationsorientiert:** Sie will eine bestimmte Website oder Seite. „Genesis Studio Login“. Sorg dafür, dass deine eigenen Markenseiten leicht zu finden sind.
- **Kommerzielle Recherche:** Sie vergleicht Optionen vor dem Kauf. „Bester KI-Skriptgenerator“. Bediene sie mit Vergleichen, Tests und ehrlichen Vor- und Nachteilen.
- **Transaktionsorientiert:** Sie ist bereit zu handeln. „KI-Skriptgenerator kostenlos testen“. Bediene sie mit klaren Produkt- und Preisseiten.

Bevor du etwas erstellst, such nach deiner Ziel-Suchanfrage und sieh dir die erste Ergebnisseite genau an. Welches Format dominiert: Listen, Anleitungen, Videos, Produktseiten? Wie lang und wie tief gehen die Inhalte? Welche Fragen tauchen im Feld „Ähnliche Fragen“ auf? Dein Inhalt muss zum dominierenden Format passen und es dann beim Nutzen übertreffen.

## Keyword-Recherche mit KI als Assistent

KI ist ein fähiger Brainstorming-Partner für die Keyword-Recherche, kennt aber keine echten Suchvolumen. Nutze sie für Ideen und Struktur und überprüfe alles mit echten Daten.

1. **Sammle Ideen rund um das Thema.** Frag ein Modell nach den Fragen, die Einsteiger, Fortgeschrittene und Experten zu deinem Thema stellen. Du bekommst in Sekunden Dutzende Blickwinkel.
2. **Prüfe die Nachfrage.** Gleiche die Ideen mit echten Daten ab: den Vorschlägen der Autovervollständigung in der Google- und YouTube-Suche, dem Feld „Ähnliche Fragen“, verwandten Suchanfragen, der Google Search Console für deine eigene Website und dem Bericht zu Suchbegriffen in YouTube Analytics.
3. **Gruppiere nach Intention.** Fasse Keywords mit derselben Intention in einem einzigen Inhalt zusammen. „Wie lang sollte ein YouTube-Video sein“ und „ideale YouTube-Videolänge“ gehören in einen Artikel, nicht in zwei.
4. **Setze Prioritäten.** Bevorzuge spezifische Long-Tail-Suchanfragen, bei denen du echte Erfahrung hast. Mit „Skript für ein Produkttest-Video auf einem Tech-Kanal schreiben“ rankst du leichter und konvertierst besser als mit „YouTube-Skripte“.

## Inhalte für Leser und Crawler strukturieren

Eine gute Struktur hilft Menschen beim Überfliegen und Suchmaschinen dabei, zu verstehen, worum es in jedem Teil der Seite geht.

- **Eine klare H1**, die zur Hauptintention passt, gefolgt von H2-Abschnitten für die Hauptfragen und H3s für Details.
- **Die Antwort zuerst.** Gib die direkte Antwort auf die Hauptfrage im ersten Absatz und vertiefe dann. Leser bekommen, wofür sie gekommen sind, und Suchmaschinen können die Passage für Featured Snippets verwenden.
- **Kurze Absätze und Listen.** Zwei bis vier Sätze pro Absatz; nummerierte Listen für Schritte, Aufzählungspunkte für Optionen.
- **Aussagekräftige Überschriften.** „Wie lang sollte ein YouTube-Skript sein?“ ist besser als „Überlegungen zur Länge“.
- **Ein FAQ-Abschnitt** mit knappen Antworten auf die verwandten Fragen, die du bei der Recherche gefunden hast.

KI kann gut eine Gliederung vorschlagen. Lass dir eine geben, ordne sie dann passend zu der Intention um, die du in den Suchergebnissen gesehen hast, streich Abschnitte, die sich wiederholen, und ergänze die Abschnitte, die nur du schreiben kannst.

## Schreiben: wo KI hilft und wo du übernehmen musst

KI ist wirklich nützlich, um:

- aus einer Gliederung schnell einen ersten Entwurf zu machen;
- dichte Absätze in verständliche Sprache umzuschreiben;
- Beispiele, Vergleiche und Überleitungen vorzuschlagen;
- Varianten von Titeln, Meta-Beschreibungen und Social-Media-Posts zu erstellen;
- lange Notizen, Transkripte oder Rechercheergebnisse in Kernpunkten zusammenzufassen.

Du musst übernehmen bei:

- **Fakten und Zahlen**, die jedes Mal anhand einer Primärquelle geprüft werden müssen;
- **eigener Erfahrung**, etwa deinen Testergebnissen, Screenshots und Geschichten;
- **Meinungen und Empfehlungen**, denn dafür wenden sich Leser an einen Menschen;
- **Originalität**, indem du ein Modell, einen Datensatz oder einen Blickwinkel ergänzt, den es auf der ersten Ergebnisseite noch nicht gibt;
- **Stimme**, damit der Text nach deiner Marke klingt und nicht wie jeder andere KI-Entwurf.

Eine gute Faustregel: Mindestens ein Drittel des fertigen Textes sollte aus Material bestehen, das das Modell nicht hätte liefern können: deine Beispiele, deine Daten, dein Urteil.

## On-Page-SEO-Checkliste für Artikel

Wenn der Inhalt geschrieben ist, geh die Grundlagen durch:

1. **Title-Tag:** unter etwa 60 Zeichen, mit dem Haupt-Keyword weit vorn und einem Grund zum Klicken.
2. **Meta-Beschreibung:** etwa 150 bis 160 Zeichen, die den Nutzen der Seite zusammenfassen. Sie beeinflusst das Ranking nicht direkt, aber stark die Klickrate.
3. **URL:** kurz, kleingeschrieben, mit Bindestrichen und aussagekräftig, etwa /blog/seo-optimization-ai-content.
4. **Überschriften:** eine H1, eine logische Struktur aus H2 und H3, Keywords natürlich eingesetzt.
5. **Interne Links:** Verlinke mit aussagekräftigem Ankertext auf verwandte Artikel und Produktseiten, und verlinke von älteren Artikeln zurück auf den neuen.
6. **Externe Links:** Nenne Primärquellen für Behauptungen und Statistiken.
7. **Bilder:** komprimierte moderne Formate, explizite Breite und Höhe und Alt-Text, der das Bild für Menschen beschreibt, die es nicht sehen können.
8. **Strukturierte Daten:** Article-, FAQPage-, HowTo- oder VideoObject-Markup, wo es wirklich zutrifft.
9. **Ladezeit und Mobilgeräte:** schnelles Laden, lesbarer Text ohne Zoomen und keine Layoutverschiebungen.
10. **Aktualität:** ein sichtbares Datum der letzten Aktualisierung und eine Kalendererinnerung, den Text zu überprüfen.

## YouTube-SEO: Titel, Beschreibungen und Tags

YouTube ist die zweitgrößte Suchmaschine der Welt, und sein Ranking hängt stark davon ab, wie Zuschauer reagieren: Klickrate, Wiedergabezeit und Zufriedenheit. Metadaten sind trotzdem wichtig, denn sie sagen dem System, worum es im Video geht und wer es sehen sollte.

### Titel

Dein Titel ist ein Versprechen. Er sollte die Wörter enthalten, nach denen Menschen suchen, und ihnen einen Grund geben, dein Video statt der anderen auf der Seite zu wählen. Halte den wichtigen Teil innerhalb der ersten etwa 50 Zeichen, damit er auf Mobilgeräten nicht abgeschnitten wird. Konkret schlägt clever: „So schreibe ich das Skript für ein 10-Minuten-Video in 30 Minuten (KI-Workflow)“ sagt dem Zuschauer genau, was er bekommt.

### Beschreibungen

Die ersten zwei Zeilen sind ohne Aufklappen sichtbar und erscheinen in den Suchergebnissen, also nenn dort in einfachen Worten den Nutzen des Videos, einschließlich deines Haupt-Keywords. Darunter folgen eine kurze Zusammenfassung, Kapitel mit Zeitstempeln, Links zu erwähnten Ressourcen und zwei oder drei verwandte Videos oder Playlists. Kapitel helfen Zuschauern bei der Navigation und können direkt in den Suchergebnissen erscheinen.

### Tags und Hashtags

Tags spielen heute eine untergeordnete Rolle; sie helfen vor allem bei häufigen Tippfehlern und mehrdeutigen Begriffen. Verwende eine Handvoll zutreffender Tags statt Dutzender. Füg der Beschreibung zwei oder drei relevante Hashtags hinzu, damit dein Video leichter entdeckt wird.

### Untertitel und Transkripte

Lade genaue Untertitel hoch. Sie machen das Video barrierefrei, helfen Nicht-Muttersprachlern und geben YouTube ein präzises Transkript dessen, was du sagst. Wenn du ein Skript geschrieben hast, hast du den Großteil des Transkripts schon.

### Wie Genesis Studio hilft

Füg dein Skript, deinen Artikel oder deine Beschreibung in das Tool SEO-Optimierung ein, wähl deine Zielgruppe und wie umkämpft das Thema ist, und du bekommst einen SEO-Wert, mehrere Titelvorschläge, eine optimierte Beschreibung und empfohlene Tags, jeweils mit einer Schaltfläche zum Kopieren. Ein Wert von 80 oder mehr bedeutet, dass die Grundlagen stimmen; zwischen 60 und 79 gibt es klare Verbesserungsmöglichkeiten; unter 60 beginnst du mit dem Titel und den ersten zwei Zeilen der Beschreibung. Betrachte die Vorschläge als Optionen, aus denen du wählst und die du bearbeitest, nicht als fertigen Text.

## Für KI-Antworten und Suchfunktionen optimieren

Immer mehr Suchen enden in einer KI-generierten Übersicht, einem Featured Snippet oder der Antwort eines Chat-Assistenten statt in einer Liste blauer Links. Ob deine Seite zitiert wird, kannst du nicht steuern, aber dieselben Eigenschaften, die klassischem SEO helfen, machen eine Zitierung wahrscheinlicher.

- **Beantworte Fragen direkt.** Setz direkt unter jede Fragen-Überschrift eine klare, in sich geschlossene Antwort aus zwei oder drei Sätzen. Passagen, die für sich allein stehen, lassen sich von Antwortmaschinen leicht zitieren.
- **Verwende präzise Fakten.** Konkrete Zahlen, Daten, Schritte und Definitionen lassen sich besser zitieren als allgemeine Aussagen, sofern sie korrekt und belegt sind.
- **Zeichne aus, was die Seite ist.** Strukturierte Daten wie FAQPage und Article helfen Maschinen, den Inhalt und seinen Autor zu verstehen.
- **Sei die Primärquelle.** Eigene Recherchen, Testergebnisse und Erfahrungsberichte sind das, was andere Seiten und KI-Systeme zitieren.
- **Halte deine Marke einheitlich.** Verwende auf deiner Website, deinem Kanal und deinen Profilen denselben Namen, dieselbe Beschreibung und dieselben Autorenangaben, damit du als eine Einheit erkannt wirst.

Betrachte diese Funktionen als weiteres Publikum, für das du schreibst, nicht als Bedrohung. Eine Seite, die eine Frage so klar beantwortet, dass ein Assistent sie zitiert, ist auch eine Seite, der Leser vertrauen.

## Mit Content-Clustern thematische Autorität aufbauen

Plane statt einzelner Beiträge Cluster: eine umfassende Pillar-Seite zu einem breiten Thema wie KI-Videoproduktion, gestützt durch ausführliche Artikel zu jedem Unterthema wie Skripten, Voiceovers, Thumbnails und SEO. Verlinke jeden unterstützenden Artikel mit der Pillar-Seite und die Pillar-Seite mit jedem von ihnen. Cluster helfen Suchmaschinen, die Tiefe deiner Inhalte zu erkennen, und sie führen Leser von einer nützlichen Seite zur nächsten.

## Die Fallen von KI-Inhalten in großer Menge vermeiden

Einige Muster schaden KI-gestützten Websites und Kanälen zuverlässig:

- **Menge vor Wert veröffentlichen.** Dutzende fast identischer Seiten, die auf Keyword-Varianten abzielen, sind ein klassisches Signal für minderwertige Inhalte.
- **Unbearbeiteter Output.** Leser erkennen die austauschbaren Formulierungen, das Herumdrucksen und die Füllwörter von rohem Modelltext, und sie gehen.
- **Erfundene Fakten und Quellen.** Modelle können Statistiken, Zitate und Quellenangaben erfinden. Eine einzige erfundene Zahl kann die Glaubwürdigkeit von allem untergraben, was du sonst veröffentlichst.
- **Keyword-Stuffing.** Eine Formulierung unnatürlich oft zu wiederholen, macht Inhalte schlechter lesbar und hilft dem Ranking nicht.
- **Aktualisierungen ignorieren.** KI-Entwürfe können veraltete Informationen enthalten. Prüf Daten, Versionen und Preise vor dem Veröffentlichen und überarbeite zeitlose Inhalte regelmäßig.
- **Doppelte Beschreibungen.** Wer auf einem Kanal dieselbe Videobeschreibung mit kleinen Änderungen immer wieder verwendet, verschenkt den wertvollsten Text, den YouTube liest.

## Messen, lernen und aktualisieren

SEO ist ein Kreislauf, kein einmaliger Start. Richte die Messung ein, bevor du veröffentlichst, und prüf die Zahlen nach festem Zeitplan.

- **Für Websites** nutzt du die Google Search Console, um zu sehen, welche Suchanfragen Impressionen und Klicks bringen, wie deine durchschnittliche Position ist und wie hoch deine Klickrate ist. Eine Seite mit vielen Impressionen, aber niedriger Klickrate braucht einen besseren Titel und eine bessere Meta-Beschreibung. Eine Seite, die für eine wertvolle Suchanfrage auf Seite zwei rankt, braucht mehr Tiefe, bessere interne Links oder eine klarere Antwort auf die Intention.
- **Für YouTube** beobachtest du die Klickrate der Impressionen, die durchschnittliche Wiedergabedauer und den Bericht zu den Zugriffsquellen. Die YouTube-Suchbegriffe zeigen, über welche Suchanfragen dein Video tatsächlich gefunden wurde; verwende sie in künftigen Titeln und Beschreibungen.
- **Frisch Gewinner auf.** Eine Seite, die bereits rankt, mit neuen Informationen, besseren Beispielen und aktuellem Datum zu aktualisieren, ist oft die SEO-Arbeit mit dem höchsten Ertrag.
- **Streich oder bündle Verlierer.** Dünne Seiten, die nie Zugkraft gewinnen, lassen sich zu einer stärkeren einzelnen Ressource zusammenfassen.

## Ein wöchentlicher KI-gestützter SEO-Ablauf

1. Wähl ein Thema mit nachgewiesener Nachfrage und klarer Intention.
2. Sieh dir die erste Seite der Suchergebnisse an und notiere Format, Tiefe und offene Fragen.
3. Lass KI Fragen sammeln und eine Gliederung vorschlagen; ordne sie passend zur Intention um.
4. Entwirf mit KI und ergänze dann deine Erfahrung, Daten, Beispiele und Meinung.
5. Prüf jede Behauptung und jede Zahl anhand von Primärquellen.
6. Optimiere Titel, Beschreibung, Überschriften, Links, Bilder und strukturierte Daten.
7. Erstelle für Videos Titel- und Tag-Vorschläge mit dem SEO-Tool, wähl die besten aus, bearbeite sie und füg Kapitel und Untertitel hinzu.
8. Veröffentliche und prüf die Performance nach zwei Wochen und noch einmal nach zwei Monaten.

## Das Fazit

Suchmaschinen belohnen oder bestrafen KI nicht als solche; sie belohnen Inhalte, die die Suchenden zufriedenstellen. Mit KI erledigst du die mechanischen Teile der Content-Erstellung in Minuten: Recherche, Gliederungen, Entwürfe, Titel und Beschreibungen. Nutze diese Zeit, um hinzuzufügen, was nur du liefern kannst, nämlich echte Erfahrung, geprüfte Fakten, einen klaren Standpunkt und eine wirklich hilfreiche Struktur. Mach das konsequent, und deine KI-gestützten Inhalte werden nicht nur gefunden, sondern ausgewählt.`;
