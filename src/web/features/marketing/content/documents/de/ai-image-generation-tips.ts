export default () => `KI-Bildgeneratoren erstellen in Sekunden ein Thumbnail, ein Kanalbanner oder eine Illustration für einen Social-Media-Post. Trotzdem geben viele Creator nach ein paar Versuchen auf, weil die Ergebnisse austauschbar, überladen oder schlicht falsch aussehen. Der Unterschied zwischen einem belanglosen und einem eindrucksvollen Bild liegt selten am Modell, sondern am Prompt und an den Entscheidungen drumherum. Diese Tipps stammen aus Tausenden erstellten Bildern für Videos, Posts und Anzeigen, und sie funktionieren mit jedem modernen Bildmodell, auch mit dem in Genesis Studio.

## Beginne mit der Aufgabe, nicht mit dem Bild

Bevor du einen Prompt schreibst, leg fest, was das Bild leisten soll. Ein YouTube-Thumbnail muss in Briefmarkengröße neben einem Dutzend konkurrierender Thumbnails lesbar sein. Ein Blog-Header soll eine Stimmung setzen, ohne mit der Überschrift zu konkurrieren. Ein Instagram-Post muss den Daumen mitten im Scrollen stoppen. Eine Produktanzeige muss das Produkt klar zeigen.

Die meisten enttäuschenden Ergebnisse entstehen, weil dieser Schritt übersprungen wird: Der Prompt beschreibt ein schönes Bild, aber keines, das seine Aufgabe erfüllt. Schreib die Aufgabe in einem Satz auf, zum Beispiel: „Ein Thumbnail für ein Video übers Sparen beim Lebensmitteleinkauf, das auch klein funktioniert und rechts Platz für drei Wörter Text lässt.“ Dieser Satz verrät dir Motiv, Bildaufbau und Seitenverhältnis, bevor du auch nur einen Prompt eintippst.

## Aufbau eines starken Prompts

Die meisten guten Prompts enthalten dieselben fünf Zutaten, meist in dieser Reihenfolge:

1. **Motiv:** wer oder was im Bild ist, konkret beschrieben. „Ein Golden-Retriever-Welpe“ schlägt „ein Hund“.
2. **Handlung oder Situation:** was das Motiv tut. „Kaut auf einem roten Sneaker auf dem Küchenboden“.
3. **Umgebung:** wo und wann. „In einer sonnendurchfluteten skandinavischen Küche, morgens“.
4. **Stil:** die Bildsprache. „Kinofotografie“, „Aquarellillustration“, „Anime-Hintergrundkunst“.
5. **Technische Details:** Licht, Objektiv, Bildaufbau und Farbe. „Weiches Fensterlicht, geringe Schärfentiefe, Froschperspektive, warme Farbpalette“.

Zusammengesetzt: „Ein Golden-Retriever-Welpe kaut auf einem roten Sneaker auf dem Boden einer sonnendurchfluteten skandinavischen Küche, morgens, Kinofotografie, weiches Fensterlicht, geringe Schärfentiefe, Froschperspektive, warme Farbpalette.“ Jede Formulierung hat ihren Zweck, und keine widerspricht einer anderen.

### Sei genau, wo es darauf ankommt

Modelle füllen Lücken mit der durchschnittlichsten Wahl. Wenn du nicht sagst, wie das Licht ist, bekommst du flaches, gleichmäßiges Licht. Wenn du den Hintergrund nicht beschreibst, bekommst du einen beliebigen. Konkrete Substantive und Adjektive („verwitterter Eichentisch“, „neonbeleuchtete Gasse nach dem Regen“, „eine Frau in ihren Sechzigern mit silbernem Haar und Jeansjacke“) bewirken mehr als aneinandergereihte Qualitätswörter wie „ultra detailliertes Meisterwerk 8k“.

### Sag, was du willst, nicht, was du nicht willst

Modelle folgen positiven Beschreibungen besser als negativen. „Ein leerer Strand“ funktioniert zuverlässiger als „ein Strand ohne Menschen“, weil das Wort „Menschen“ trotzdem Menschen ins Bild zieht. Wenn etwas immer wieder auftaucht, beschreib stattdessen die Alternative, die du willst.

## Wähl den Stil bewusst

Der Stil ist der schnellste Weg, ein Bild gewollt wirken zu lassen. Jeder Stil bringt Erwartungen an Farbe, Textur und Stimmung mit:

- **Fotorealistisch und Kinofotografie** passen zu Tests, Tutorials, Reisen und allem, was echt wirken soll. Ergänze Begriffe zu Objektiv und Licht für einen filmischen Look.
- **Hyperrealistisches 3D im Animationsfilm-Stil** ist freundlich und fällt ins Auge: ideal für Kinderinhalte, Maskottchen und Erklärungen abstrakter Ideen.
- **Digitale Kunst** liefert kräftige Farben und Leuchteffekte für Gaming-, Tech- und Sci-Fi-Themen.
- **Aquarell** wirkt ruhig und handgemacht, ideal für Wellness, Essen, Reisetagebücher und Geschichten.
- **Anime** bringt Energie und Emotion und funktioniert gut für Story-Kanäle, Musikvisuals und Popkultur-Kommentare.
- **Abstrakte Kunst** ergibt unverwechselbare Hintergründe und Cover, wenn kein wörtliches Motiv zum Thema passt.

Wähl einen Stil pro Serie und bleib dabei. Ein Kanal, dessen Thumbnails einen gemeinsamen Stil haben, ist wiedererkennbar, bevor jemand den Titel liest. In Genesis Studio wird der gewählte Stil gespeichert: Deine Lieblingsstile und letzten Prompts erscheinen im Bereich „Dein Gedächtnis“, sodass ein einheitlicher Look nur einen Klick entfernt ist.

## Setz Licht ein wie ein Fotograf

Licht verändert die Emotion eines Bildes stärker als jede andere einzelne Einstellung. Ein paar verlässliche Optionen:

- **Goldene Stunde:** warmes, tief stehendes, schmeichelndes Licht. Nostalgisch, optimistisch, hochwertig.
- **Dramatisch:** starker Kontrast und tiefe Schatten. Spannung, Geheimnis, viel steht auf dem Spiel.
- **Weich:** gleichmäßiges, diffuses Licht. Sauber, ruhig, vertrauenswürdig; ideal für Produkte und Porträts.
- **Gegenlicht:** Licht hinter dem Motiv erzeugt einen leuchtenden Umriss. Verträumt und emotional.
- **Neon:** gesättigtes farbiges Licht. Nachtleben, Gaming, Cyberpunk.
- **Mondlicht:** kühle Blautöne. Ruhige, geheimnisvolle, filmische Nachtszenen.

Stimm das Licht auf die Emotion des Videos ab, nicht nur auf das Motiv. Dieselbe Küche kann im Licht der goldenen Stunde gemütlich und in dramatischem Licht beunruhigend wirken.

## Komponiere für den Rahmen, den du nutzt

Der Bildaufbau entscheidet, wohin der Blick zuerst geht. Setz ihn gezielt ein:

- **Nahaufnahme:** Gesichter, Emotionen und Produktdetails. Die stärkste Option für Thumbnails.
- **Totale:** Orte, Größenverhältnisse und Atmosphäre. Gut für Banner und Establishing Shots.
- **Froschperspektive:** lässt das Motiv mächtig oder heldenhaft wirken.
- **Vogelperspektive:** zeigt Anordnungen, Flat Lays, Karten und gedeckte Tische.
- **Schräge Kamera:** ein gekippter Bildausschnitt, der Unbehagen oder Energie erzeugt.
- **Drittel-Regel:** setzt das Motiv außerhalb der Mitte und lässt Platz für Text.
- **Makro:** extreme Details kleiner Dinge wie Texturen, Zutaten und Mechanismen.

Wenn du einen Titel über das Bild legen willst, sag das im Prompt: „Motiv im linken Drittel, klarer, leerer Hintergrund rechts“. Freiraum lässt sich beim Erstellen viel leichter schaffen als hinterher in einem Editor.

## Wähl das Seitenverhältnis vor dem Erstellen

Wenn du ein quadratisches Bild auf 16:9 zuschneidest, wirfst du ein Drittel davon weg und schneidest oft das Motiv an. Erstelle das Bild im Format, in dem du es veröffentlichst:

- **16:9** für YouTube-Thumbnails, Videobilder und Blog-Header.
- **9:16** für Shorts, Reels, TikTok-Cover und Storys.
- **1:1** für Profilbilder, Feed-Posts und Podcast-Cover.
- **4:3 und 3:2** für klassische Fotolayouts, Präsentationen und Druck.

Genesis Studio bietet all diese Formate, dazu das breite Format 1792:1024 und das hohe Format 1024:1792 für Panoramabanner und Poster.

## Farbpaletten schaffen eine Marke

Eine einheitliche Farbpalette verbindet deine Visuals so stark wie ein Logo. Entscheide dich für eine oder zwei Paletten und verwende sie immer wieder: warm für Lifestyle und Essen, kühl für Tech und Finanzen, kräftig für Unterhaltung, gedämpft für Premium- und redaktionelle Inhalte, monochrom für Dramatik, Sepia für Geschichte und Nostalgie, Erdtöne für Outdoor- und Nachhaltigkeitsthemen, Sonnenuntergang für Reisen und Romantik.

Bei Thumbnails zählt Kontrast mehr als Harmonie. Ein warmes Motiv vor einem kühlen Hintergrund oder ein helles Motiv vor einem dunklen Hintergrund sticht in einem vollen Feed heraus.

## Drei Rezepte zum Ausprobieren

Einstellungen wirken am besten in Kombination. Diese drei Rezepte sind gute Ausgangspunkte, die du an deine eigenen Themen anpassen kannst.

### Das Reaktions-Thumbnail

Motiv: eine Person mit einem starken, echten Gesichtsausdruck, die auf einen Gegenstand schaut, der mit dem Video zu tun hat. Stil: fotorealistisch. Licht: weich auf dem Gesicht, mit farbigem Kantenlicht. Bildaufbau: Nahaufnahme, Motiv im linken Drittel. Palette: kräftig. Seitenverhältnis: 16:9. Beispiel-Prompt: „Eine junge Frau blickt überrascht auf ein leuchtendes Smartphone, Nahaufnahme, weiches Führungslicht mit blauem Kantenlicht, kräftige Farben, klarer dunkler Hintergrund rechts.“

### Die gemütliche Erklär-Illustration

Motiv: eine einfache Szene, die für die Idee des Videos steht, etwa ein winziges Haus auf einem Münzstapel für ein Thema rund um private Finanzen. Stil: hyperrealistisches 3D im Animationsfilm-Look. Licht: goldene Stunde. Bildaufbau: Standard, zentriert. Palette: warm. Dieses Rezept macht abstrakte Themen zugänglich und eignet sich gut als wiederkehrender Serienstil.

### Das atmosphärische Story-Banner

Motiv: ein Ort statt einer Person, zum Beispiel ein verlassener Leuchtturm auf einer Klippe. Stil: Kinofotografie oder Aquarell. Licht: Mondlicht oder dramatisch. Bildaufbau: Totale, tiefer Horizont. Palette: kühl oder gedämpft. Seitenverhältnis: 1792:1024 für ein breites Banner. Verwende es für Kanal-Artwork, Story-Erzählungen und Seiten zu Podcast-Folgen.

## Arbeite iterativ wie ein Designer

Nur sehr wenige großartige Bilder entstehen beim ersten Versuch. Betrachte das Erstellen als Dialog:

1. **Erstelle mehrere Varianten auf einmal.** Wenn du zwei bis vier Optionen nebeneinander vergleichst, siehst du, was der Prompt wirklich verlangt. Wenn es zu einer Zeitüberschreitung kommt, fordere weniger Bilder an oder vereinfache die Beschreibung.
2. **Ändere immer nur eine Sache.** Wenn du Stil, Licht und Motiv gleichzeitig änderst, weißt du nicht, welche Änderung geholfen hat.
3. **Leg dir eine Prompt-Bibliothek an.** Speichere Prompts, die funktioniert haben, mit einer Notiz, wofür sie gedacht waren. Mit der Zeit entstehen so Vorlagen für deine wiederkehrenden Formate.
4. **Erhöhe die Qualität erst am Schluss.** Experimentiere in Standardqualität und wechsle für die finale Version, die du veröffentlichst, zu HD.

## Tipps speziell für Thumbnails

Thumbnails verdienen besondere Aufmerksamkeit, weil sie entscheiden, ob ein Video überhaupt angeklickt wird.

- **Ein Blickfang.** Ein Gesicht, ein Gegenstand oder ein Moment. Drei konkurrierende Motive werden bei kleiner Größe zu Rauschen.
- **Große Emotionen.** Überraschung, Freude, Sorge. Gesichtsausdrücke erkennt man quer durch den Raum, und Zuschauer reagieren darauf.
- **Hoher Kontrast.** Prüf das Thumbnail bei 10 % Größe. Wenn du nicht erkennst, was es zeigt, erkennen es die Zuschauer auch nicht.
- **Platz für Text.** Höchstens drei bis fünf Wörter, in deinem Editor hinzugefügt statt generiert, damit sie scharf und richtig geschrieben sind.
- **Ein ehrliches Versprechen.** Das Bild muss zu dem passen, was das Video liefert. Irreführende Thumbnails gewinnen einen Klick und verlieren den Zuschauer, und der Algorithmus merkt das.

## Rechtliche und ethische Grundlagen

KI-Bilder sind mächtig, also nutze sie verantwortungsvoll:

- **Was du in Genesis Studio erstellst, gehört dir**, und du darfst es kommerziell nutzen. Vermeide aber Prompts, die den typischen Stil eines lebenden Künstlers namentlich kopieren, echte Markenlogos oder markenrechtlich geschützte Figuren.
- **Erstelle keine realistischen Bilder realer Personen** ohne deren Einwilligung, und erstelle niemals irreführende Bilder realer Ereignisse.
- **Kennzeichne KI-Bilder**, wo deine Plattform es verlangt, zum Beispiel wenn ein realistisches Bild für ein echtes Foto gehalten werden könnte.
- **Achte auf Artefakte** wie zusätzliche Finger, verstümmelten Text oder unmögliche Spiegelungen, bevor du veröffentlichst.

## Bau dir einen wiederholbaren Ablauf

Hier ist eine einfache Routine für ein wöchentliches Video:

1. Schreib die Aufgabe des Bildes in einem Satz auf.
2. Entwirf den Prompt mit Motiv, Handlung, Umgebung, Stil und technischen Details.
3. Wähl das Seitenverhältnis und erstelle zwei bis vier Varianten in Standardqualität.
4. Wähl die stärkste aus, verfeinere jeweils ein Element und erstelle dann die finale Version in HD.
5. Lade sie aus deiner Galerie herunter, füg in deinem Editor den Titeltext hinzu und prüf sie in Thumbnail-Größe.
6. Speichere den Prompt für die nächste Folge in deiner Bibliothek.

Deine erstellten Bilder werden in deiner persönlichen Galerie mit Prompt, Stil, Qualität und Datum gespeichert, sodass du einen alten Prompt per Stichwort suchen und Wochen später wiederverwenden kannst.

## Häufige Probleme und schnelle Lösungen

- **Das Bild ist überladen:** Streich Adjektive, beschreib ein einziges Motiv und nenn einen schlichten Hintergrund wie „einfarbiger Studiohintergrund“.
- **Der Stil ist innerhalb einer Serie uneinheitlich:** Verwende dieselben Einstellungen für Stil, Licht und Palette und halte das Ende deines Prompts identisch.
- **Gesichter wirken seltsam:** Nutze eine Nahaufnahme, weiches Licht und eine einfache Pose; komplexe Handgesten sind bei den meisten Modellen noch eine Schwachstelle.
- **Die Farben sind matt:** Wähl die kräftige Palette oder ergänze einen Lichthinweis wie goldene Stunde oder Neon.
- **Text im Bild ist verstümmelt:** Lass Text aus dem Prompt weg und füg ihn nachträglich hinzu.
- **Das Ergebnis ignoriert einen Teil des Prompts:** Stell das wichtigste Element an den Anfang, kürze den Prompt und entferne Formulierungen, die sich widersprechen, etwa „minimalistisch“ und „sehr detailliert“.
- **Die Erstellung bricht mit einer Zeitüberschreitung ab:** Fordere ein oder zwei Bilder auf einmal an oder vereinfache eine sehr lange Beschreibung.

## Leg los

Großartige KI-Bilder entstehen aus einer klaren Absicht: Kenne die Aufgabe, beschreib das Motiv konkret, wähl Stil, Licht und Bildaufbau bewusst, erstelle im richtigen Seitenverhältnis und ändere bei jeder Iteration nur eine Sache. Öffne den Bildgenerator, such dir in der Galerie auf unserer Startseite einen Stil aus und probier den Beispiel-Prompt aus, und dann mach ihn zu deinem eigenen.`;
