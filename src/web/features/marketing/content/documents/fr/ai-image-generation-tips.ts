export default () => `Les générateurs d’images par IA peuvent produire une miniature, une bannière de chaîne ou l’illustration d’une publication en quelques secondes. Pourtant, beaucoup de créateurs abandonnent après quelques essais, parce que les résultats paraissent génériques, surchargés ou tout simplement à côté. La différence entre une image vite oubliée et une image marquante tient rarement au modèle : elle tient au prompt et aux choix qui l’entourent. Ces conseils sont issus de milliers d’images générées pour des vidéos, des publications et des publicités, et ils fonctionnent avec n’importe quel modèle d’image moderne, y compris celui de Genesis Studio.

## Partez de la mission, pas de l’image

Avant d’écrire un prompt, décidez de ce que l’image doit accomplir. Une miniature YouTube doit rester lisible à la taille d’un timbre-poste, au milieu d’une douzaine de miniatures concurrentes. Une image d’en-tête de blog doit installer une ambiance sans entrer en concurrence avec le titre. Une publication Instagram doit arrêter un pouce en plein défilement. Une publicité produit doit montrer clairement le produit.

La plupart des résultats décevants viennent de l’oubli de cette étape : le prompt décrit une jolie image, mais pas une image qui remplit sa mission. Formulez cette mission en une phrase, par exemple : « Une miniature pour une vidéo sur les économies à faire sur les courses, qui fonctionne en petit format et laisse de la place à droite pour trois mots de texte. » Cette phrase vous donne le sujet, la composition et le format avant même que vous tapiez le moindre prompt.

## Anatomie d’un bon prompt

La plupart des bons prompts contiennent les cinq mêmes ingrédients, généralement dans cet ordre :

1. **Le sujet :** qui ou quoi figure dans l’image, décrit concrètement. « Un chiot golden retriever » vaut mieux qu’« un chien ».
2. **L’action ou la situation :** ce que fait le sujet. « En train de mâchouiller une basket rouge sur le sol d’une cuisine ».
3. **Le décor :** où et quand. « Dans une cuisine scandinave baignée de soleil, le matin ».
4. **Le style :** le langage visuel. « Photographie cinématographique », « illustration à l’aquarelle », « décor d’anime ».
5. **Les détails techniques :** éclairage, objectif, composition et couleurs. « Lumière douce de fenêtre, faible profondeur de champ, contre-plongée, palette chaude ».

Une fois assemblé : « Un chiot golden retriever en train de mâchouiller une basket rouge sur le sol d’une cuisine scandinave baignée de soleil, le matin, photographie cinématographique, lumière douce de fenêtre, faible profondeur de champ, contre-plongée, palette chaude. » Chaque élément mérite sa place, et aucun ne contredit les autres.

### Soyez précis là où ça compte

Les modèles comblent les vides avec le choix le plus moyen. Si vous ne dites pas à quoi ressemble la lumière, vous obtenez une lumière plate et uniforme. Si vous ne décrivez pas l’arrière-plan, vous en obtenez un générique. Des noms et des adjectifs précis (« une table en chêne patinée », « une ruelle éclairée au néon après la pluie », « une femme d’une soixantaine d’années aux cheveux argentés, en veste en jean ») en font plus qu’une accumulation de mots censés garantir la qualité, comme « chef-d’œuvre ultra détaillé 8k ».

### Dites ce que vous voulez, pas ce que vous ne voulez pas

Les modèles suivent mieux les descriptions positives que les négatives. « Une plage déserte » fonctionne plus sûrement qu’« une plage sans personne », parce que le mot « personne » attire quand même des gens dans l’image. Si un élément revient sans cesse, décrivez plutôt l’alternative que vous souhaitez.

## Choisissez un style délibérément

Le style est le moyen le plus rapide de donner à une image un caractère intentionnel. Chaque style s’accompagne d’attentes en matière de couleurs, de textures et d’ambiance :

- **La photographie photoréaliste et cinématographique** convient aux tests, aux tutoriels, au voyage et à tout ce qui doit paraître réel. Ajoutez des termes d’objectif et d’éclairage pour un rendu cinéma.
- **La 3D hyperréaliste façon film d’animation** est sympathique et accrocheuse : idéale pour les contenus pour enfants, les mascottes et les explications d’idées abstraites.
- **L’art numérique** apporte des couleurs vives et des lueurs pour les sujets jeux vidéo, tech et science-fiction.
- **L’aquarelle** dégage une impression de calme et de fait main, idéale pour le bien-être, la cuisine, les carnets de voyage et le storytelling.
- **L’anime** apporte énergie et émotion, et fonctionne bien pour les chaînes de récits, les visuels musicaux et les commentaires sur la culture pop.
- **L’art abstrait** donne des arrière-plans et des couvertures originaux lorsqu’aucun sujet littéral ne correspond au thème.

Choisissez un style par série et tenez-vous-y. Une chaîne dont les miniatures partagent un même style devient reconnaissable avant même qu’on lise le titre. Dans Genesis Studio, le style que vous choisissez est mémorisé : vos styles favoris et vos prompts récents apparaissent dans le panneau Votre mémoire, si bien qu’un rendu cohérent ne demande qu’un clic.

## Éclairez comme un photographe

L’éclairage modifie l’émotion d’une image plus que n’importe quel autre réglage. Quelques choix sûrs :

- **Heure dorée :** une lumière chaude, rasante et flatteuse. Nostalgique, optimiste, haut de gamme.
- **Dramatique :** un fort contraste et des ombres profondes. Tension, mystère, enjeux élevés.
- **Doux :** une lumière uniforme et diffuse. Propre, calme, rassurante ; idéale pour les produits et les portraits.
- **Contre-jour :** la lumière placée derrière le sujet dessine un contour lumineux. Onirique et émouvant.
- **Néon :** une lumière colorée et saturée. Vie nocturne, jeux vidéo, cyberpunk.
- **Clair de lune :** des tons bleus et froids. Des scènes nocturnes calmes, mystérieuses et cinématographiques.

Accordez la lumière à l’émotion de la vidéo, pas seulement au sujet. Une même cuisine peut paraître chaleureuse à l’heure dorée et inquiétante sous un éclairage dramatique.

## Composez pour le cadre que vous utiliserez

La composition décide où le regard se pose en premier. Utilisez-la délibérément :

- **Gros plan :** les visages, les émotions et les détails des produits. L’option la plus efficace pour les miniatures.
- **Plan large :** les lieux, l’échelle et l’atmosphère. Bien adapté aux bannières et aux plans d’ensemble.
- **Contre-plongée :** donne au sujet une allure puissante ou héroïque.
- **Vue plongeante :** montre des agencements, des mises à plat, des cartes et des tablées.
- **Plan débullé :** un cadre incliné qui ajoute du malaise ou de l’énergie.
- **Règle des tiers :** décentre le sujet et laisse de la place pour du texte.
- **Macro :** le détail extrême de petites choses, comme des textures, des ingrédients ou des mécanismes.

Si vous prévoyez d’ajouter un titre sur l’image, précisez-le dans le prompt : « sujet dans le tiers gauche, arrière-plan net et vide à droite ». Il est bien plus facile de laisser de l’espace négatif au moment de la génération qu’après coup dans un logiciel de retouche.

## Choisissez le format avant de générer

Recadrer une image carrée en 16:9 en fait perdre un tiers et coupe souvent le sujet. Générez directement au format de publication :

- **16:9** pour les miniatures YouTube, les images de vidéo et les en-têtes de blog.
- **9:16** pour les Shorts, les Reels, les couvertures TikTok et les stories.
- **1:1** pour les photos de profil, les publications de fil d’actualité et les couvertures de podcast.
- **4:3 et 3:2** pour les mises en page photo classiques, les présentations et l’impression.

Genesis Studio propose tous ces formats, ainsi que le format large 1792:1024 et le format haut 1024:1792 pour les bannières panoramiques et les affiches.

## Les palettes de couleurs créent une marque

Une palette cohérente unifie vos visuels aussi fortement qu’un logo. Choisissez une ou deux palettes et réutilisez-les : chaude pour le lifestyle et la cuisine, froide pour la tech et la finance, éclatante pour le divertissement, sourde pour le haut de gamme et l’éditorial, monochrome pour le drame, sépia pour l’histoire et la nostalgie, tons terre pour le plein air et le développement durable, coucher de soleil pour le voyage et la romance.

Pour les miniatures, le contraste compte plus que l’harmonie. Un sujet aux tons chauds sur un fond froid, ou un sujet lumineux sur un fond sombre, ressort dans un fil encombré.

## Trois recettes à essayer

Les réglages donnent le meilleur d’eux-mêmes lorsqu’ils sont combinés. Ces trois recettes sont de bons points de départ, que vous pouvez adapter à vos propres sujets.

### La miniature réaction

Sujet : une personne à l’expression forte et sincère, qui regarde un objet en rapport avec la vidéo. Style : photoréaliste. Éclairage : doux sur le visage, avec une lumière de contour colorée. Composition : gros plan, sujet dans le tiers gauche. Palette : éclatante. Format : 16:9. Exemple de prompt : « Une jeune femme regardant avec surprise un smartphone lumineux, gros plan, lumière principale douce avec une lumière de contour bleue, couleurs éclatantes, arrière-plan sombre et épuré à droite. »

### L’illustration explicative chaleureuse

Sujet : une scène simple qui symbolise l’idée de la vidéo, comme une petite maison posée sur une pile de pièces pour un sujet de finances personnelles. Style : 3D hyperréaliste façon film d’animation. Éclairage : heure dorée. Composition : standard, centrée. Palette : chaude. Cette recette rend les sujets abstraits accessibles et fonctionne bien comme style récurrent d’une série.

### La bannière narrative et atmosphérique

Sujet : un lieu plutôt qu’une personne, par exemple un phare abandonné sur une falaise. Style : photographie cinématographique ou aquarelle. Éclairage : clair de lune ou dramatique. Composition : plan large, horizon bas. Palette : froide ou sourde. Format : 1792:1024 pour une bannière large. Utilisez-la pour l’habillage de la chaîne, les récits narrés et les pages d’épisodes de podcast.

## Itérez comme un designer

Très peu d’images réussies naissent du premier essai. Abordez la génération comme une conversation :

1. **Générez plusieurs variantes à la fois.** Comparer deux à quatre options côte à côte vous montre ce que le prompt demande réellement. Si la génération expire, demandez moins d’images ou simplifiez la description.
2. **Ne changez qu’une chose à la fois.** Si vous modifiez en même temps le style, l’éclairage et le sujet, vous ne saurez pas quel changement a aidé.
3. **Constituez une bibliothèque de prompts.** Enregistrez les prompts qui ont fonctionné, avec une note sur leur usage. Avec le temps, vous vous constituez des modèles pour vos formats récurrents.
4. **Ne montez en qualité qu’à la fin.** Explorez en qualité standard, puis passez en HD pour la version finale que vous publiez.

## Conseils propres aux miniatures

Les miniatures méritent une attention particulière, car ce sont elles qui décident si une vidéo est cliquée ou non.

- **Un seul point focal.** Un visage, un objet ou un moment. Trois sujets en concurrence deviennent du bruit en petit format.
- **Des émotions fortes.** La surprise, la joie, l’inquiétude. Les expressions se lisent de l’autre bout d’une pièce, et les spectateurs y réagissent.
- **Un contraste élevé.** Regardez la miniature à 10 % de sa taille. Si vous ne distinguez pas ce qu’elle représente, les spectateurs non plus.
- **De la place pour le texte.** Trois à cinq mots au maximum, ajoutés dans votre logiciel de retouche plutôt que générés, pour qu’ils soient nets et sans fautes.
- **Une promesse honnête.** L’image doit correspondre à ce que la vidéo apporte. Une miniature trompeuse gagne un clic mais perd le spectateur, et l’algorithme s’en aperçoit.

## Les bases juridiques et éthiques

Les images générées par IA sont puissantes : utilisez-les de manière responsable.

- **Vous êtes propriétaire de ce que vous créez** dans Genesis Studio et pouvez l’utiliser à des fins commerciales, mais évitez les prompts qui copient nommément le style caractéristique d’un artiste vivant, les logos de vraies marques ou des personnages protégés.
- **Ne générez pas d’images réalistes de personnes réelles** sans leur consentement, et ne créez jamais d’images trompeuses d’événements réels.
- **Signalez les images générées par IA** lorsque votre plateforme l’exige, par exemple quand une image réaliste pourrait être prise pour une vraie photo.
- **Traquez les artefacts**, comme des doigts en trop, un texte illisible ou des reflets impossibles, avant de publier.

## Mettez en place une méthode reproductible

Voici une routine simple pour une vidéo hebdomadaire :

1. Formulez en une phrase la mission de l’image.
2. Rédigez le prompt avec le sujet, l’action, le décor, le style et les détails techniques.
3. Choisissez le format et générez deux à quatre variantes en qualité standard.
4. Retenez la meilleure, affinez un élément à la fois, puis générez la version finale en HD.
5. Téléchargez-la depuis votre galerie, ajoutez le texte du titre dans votre logiciel de retouche et prévisualisez-la à la taille d’une miniature.
6. Enregistrez le prompt dans votre bibliothèque pour le prochain épisode.

Vos images générées sont stockées dans votre galerie personnelle avec leur prompt, leur style, leur qualité et leur date : vous pouvez ainsi retrouver un ancien prompt par mot clé et le réutiliser des semaines plus tard.

## Problèmes courants et solutions rapides

- **L’image est surchargée :** supprimez des adjectifs, décrivez un seul sujet et indiquez un arrière-plan simple, comme « fond de studio uni ».
- **Le style manque de cohérence au fil d’une série :** réutilisez les mêmes réglages de style, d’éclairage et de palette, et gardez la fin de votre prompt identique.
- **Les visages paraissent étranges :** utilisez un gros plan, un éclairage doux et une pose simple ; les gestes complexes des mains restent un point faible pour la plupart des modèles.
- **Les couleurs sont ternes :** choisissez la palette éclatante ou ajoutez une indication d’éclairage, comme heure dorée ou néon.
- **Le texte dans l’image est illisible :** retirez le texte du prompt et ajoutez-le après coup.
- **Le résultat ignore une partie du prompt :** placez l’élément le plus important au début, raccourcissez le prompt et supprimez les formulations qui se contredisent, comme « minimaliste » et « très détaillé ».
- **La génération expire :** demandez une ou deux images à la fois, ou simplifiez une description très longue.

## À vous de créer

Les belles images générées par IA naissent d’une intention claire : connaître la mission de l’image, décrire le sujet concrètement, choisir délibérément un style, un éclairage et une composition, générer au bon format et itérer un changement à la fois. Ouvrez le générateur d’images, choisissez un style dans la galerie de notre page d’accueil, essayez l’exemple de prompt, puis appropriez-le-vous.`;
