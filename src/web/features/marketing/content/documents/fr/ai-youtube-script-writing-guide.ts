import type { DocumentValues } from '../values';

export default (
  v: DocumentValues,
) => `Une bonne vidéo YouTube se joue bien avant d’appuyer sur le bouton d’enregistrement. Le script fixe la promesse du titre, le rythme du montage et le moment où le spectateur décide de rester ou de partir. Les générateurs de scripts par IA ont rendu le premier jet presque instantané, mais un brouillon rapide n’est pas pour autant un bon script. Ce guide montre comment faire d’un rédacteur de scripts IA un véritable partenaire créatif : quoi lui fournir, comment retravailler ce qu’il vous renvoie et comment transformer le résultat en une vidéo que l’on regarde jusqu’au bout.

## Pourquoi le script compte plus que jamais

YouTube recommande les vidéos qui retiennent les spectateurs. La durée moyenne de visionnage et la part de la vidéo que les spectateurs regardent en entier sont deux des signaux les plus forts qu’une chaîne maîtrise, et tous deux dépendent surtout de la structure. Une introduction qui s’éternise, une idée répétée trois fois ou une digression au milieu se traduisent par une chute brutale dans votre courbe de fidélisation de l’audience.

Un script vous protège de tout cela. Il fixe l’ordre de vos idées avant que la caméra ne tourne, garde votre discours resserré et accélère le montage. Le problème a toujours été le temps : écrire à la main un script solide de dix minutes peut prendre plus longtemps que de le tourner. C’est précisément ce vide que comble l’IA.

## Ce qu’un générateur de scripts IA fait bien, et ce qu’il fait moins bien

Un générateur de scripts IA excelle dans la structure. Donnez-lui un sujet et il produira en quelques secondes une introduction, un enchaînement logique des points principaux et un appel à l’action final. Il est doué pour trouver des angles auxquels vous n’aviez pas pensé, pour reformuler une phrase maladroite et pour atteindre une longueur cible.

Il est plus faible sur ce qui fait que votre chaîne est la vôtre. Il ne connaît ni vos blagues récurrentes ni les opinions pour lesquelles votre public revient, et il peut énoncer des faits avec plus d’assurance qu’ils n’en méritent. Considérez ce qu’il produit comme un premier jet bien organisé, écrit par un assistant compétent qui n’a jamais regardé votre chaîne.

## Étape 1 : rédigez un brief, pas un mot clé

La qualité d’un script généré dépend de la qualité de la demande. Un simple mot clé comme « productivité » ne donne au modèle rien sur quoi travailler : vous obtenez une liste de conseils génériques. Comparez avec un brief comme celui-ci : « Cinq habitudes de productivité pour les développeurs en télétravail sans cesse interrompus par les notifications de messagerie, dont une qui semble contre-intuitive. »

Un brief utile répond à quatre questions :

- **Qui regarde ?** Des débutants, des professionnels, des parents, des joueurs. Le public détermine le vocabulaire et le niveau de détail.
- **Quel problème la vidéo résout-elle ?** Les spectateurs cliquent pour obtenir quelque chose : une compétence, une réponse, un moment de rire, une décision.
- **Quelle est la promesse du titre ?** Écrivez d’abord le titre provisoire, puis faites en sorte que le script tienne exactement cette promesse.
- **Qu’est-ce qui rend votre point de vue différent ?** Un résultat personnel, une opinion à contre-courant, un test que vous avez mené vous-même.

Dans Genesis Studio, vous saisissez ce brief dans le champ du sujet. Deux ou trois phrases suffisent largement ; ce contexte supplémentaire est de loin l’amélioration la plus importante que vous puissiez apporter à un brouillon.

## Étape 2 : choisissez la bonne durée

À l’oral, on prononce environ 130 à 160 mots par minute. Cela vous donne un budget simple :

- **1 à 3 minutes :** 150 à 450 mots. Une idée, un exemple, un appel à l’action. Idéal pour les explications au format Shorts et les réponses rapides.
- **3 à 5 minutes :** 450 à 800 mots. De quoi placer une accroche, trois points et un résumé. Le format par défaut de la plupart des vidéos pratiques.
- **5 à 10 minutes :** 800 à 1 600 mots. Des tutoriels par étapes, des tests avec points forts et points faibles, des histoires avec un véritable arc narratif.
- **10 minutes et plus :** 1 600 mots et au-delà. Des analyses approfondies, des documentaires et des vidéos en liste où chaque élément mérite sa place.

Choisissez la durée dont votre sujet a besoin plutôt que celle que l’algorithme est censé préférer. Une vidéo resserrée de six minutes fait presque toujours mieux que le même contenu étiré sur douze. Après la génération, vérifiez le nombre de mots et le temps de lecture estimé affichés à côté du script ; si l’estimation dépasse largement votre objectif, coupez avant d’enregistrer, pas au montage.

## Étape 3 : adaptez le ton à votre chaîne

Le ton fait toute la différence entre un script qui vous ressemble et un script qui sonne comme un communiqué de presse. Genesis Studio propose huit tons : Pédagogique, Professionnel, Décontracté, Énergique, Humoristique, Inspirant, Inquiétant et Narratif. Quelques associations pratiques :

- Les tutoriels et les vidéos explicatives fonctionnent mieux en **Pédagogique** ou **Décontracté** : clairs, chaleureux, sans emphase.
- Les tests de produits et les contenus business conviennent au ton **Professionnel**, avec **Énergique** pour les déballages et les lancements.
- Les vlogs et les chaînes personnelles prennent vie avec **Décontracté**, **Humoristique** ou **Narratif**.
- Les chaînes de motivation, de fitness et de développement personnel misent sur **Inspirant**.
- Les faits divers criminels, les mystères et les récits d’horreur ont besoin d’**Inquiétant** ou de **Narratif** pour installer une atmosphère.

En cas de doute, générez le même brief avec deux tons et lisez à voix haute le premier paragraphe de chacun.

## Étape 4 : travaillez l’accroche

Les quinze premières secondes décident si quelqu’un reste. Un script généré s’ouvre généralement sur une introduction correcte, mais correct ne suffit pas. Réécrivez vous-même l’accroche en suivant l’un de ces modèles :

1. **Le résultat d’abord.** Montrez ou annoncez le résultat avant d’expliquer comment vous y êtes arrivé : « À la fin de cette vidéo, votre ordinateur portable démarrera en moins de dix secondes. »
2. **La question ouverte.** Posez une question à laquelle la vidéo répond : « Pourquoi la plupart des photographes débutants prennent-ils leurs photos au mauvais moment de la journée ? »
3. **L’enjeu.** Dites ce que le spectateur perd à ne pas savoir : « Ce seul réglage vous coûte la moitié de l’autonomie de votre batterie. »
4. **La surprise.** Commencez par le point contre-intuitif de votre brief.

Coupez ensuite tout ce qui se trouve entre l’accroche et le premier vrai point. Les spectateurs n’ont pas besoin d’entendre votre nom, votre rythme de publication ou un résumé de ce que vous allez dire. Présentez la chaîne plus tard, ou pas du tout.

## Étape 5 : structurez le milieu pour retenir l’audience

C’est au milieu de la vidéo que la fidélisation s’érode discrètement. Quelques techniques retiennent les spectateurs :

- **Balisez le parcours.** « Il y a trois erreurs, et la troisième est celle que presque tout le monde commet. » Les spectateurs restent pour atteindre la fin d’une liste dont ils connaissent la longueur.
- **Les boucles ouvertes.** Évoquez quelque chose sur lequel vous reviendrez plus tard, puis tenez parole.
- **Des ruptures de rythme toutes les 45 à 90 secondes.** Une question au spectateur, un exemple rapide, un changement d’angle de caméra ou un plan de coupe noté dans le script.
- **Une idée par section.** Si une section développe deux points, scindez-la ou supprimez-en un.
- **Des exemples plutôt que des abstractions.** Chaque affirmation doit s’appuyer sur un exemple concret, un chiffre ou une démonstration.

Ajoutez de simples notes de production au fil de vos modifications, comme « [Plan de coupe : gros plan sur le menu des réglages] ». Elles accélèrent considérablement le tournage et le montage.

## Étape 6 : faites en sorte qu’il vous ressemble

C’est l’étape qui transforme un brouillon d’IA en votre script. Lisez-le entièrement à voix haute, au rythme auquel vous l’enregistreriez. Chaque fois que vous butez, changez la phrase. Chaque fois que vous entendez une tournure que vous n’emploieriez jamais, remplacez-la par ce que vous diriez. La plupart des créateurs finissent par réécrire dix à vingt pour cent des lignes, et c’est dans ces dix à vingt pour cent que se loge la personnalité.

Ajoutez ensuite ce que vous seul pouvez apporter : une anecdote personnelle, une opinion, le résultat de votre propre test, un rappel d’une vidéo précédente, la blague interne que votre communauté adore. Enfin, vérifiez chaque fait, chaque chiffre et chaque affirmation. Les modèles d’IA peuvent se tromper avec aplomb, et une correction dans les commentaires coûte plus de confiance que les minutes que vous avez gagnées.

## Étape 7 : terminez par un seul appel à l’action, clair

Concluez par une étape suivante unique et précise. « Abonnez-vous, likez, commentez et découvrez ma formation », ce sont quatre demandes, et les spectateurs n’en suivent aucune. Choisissez celle qui compte le plus pour cette vidéo. Reliez-la à ce qu’ils viennent d’obtenir : « Si cette vidéo vous a fait gagner une heure, la suivante montre comment automatiser tout le processus. »

## Étape 8 : du script à la voix off

Si vous produisez des vidéos sans visage, des vidéos explicatives ou des diaporamas commentés, vous pouvez transformer directement le script terminé en audio. Dans Genesis Studio, la carte de voix off apparaît sous le script généré : choisissez l’une des ${v.voiceCount} voix, lancez la génération et écoutez le résultat dans le lecteur intégré. Les voix off fonctionnent sur des scripts de 5 000 caractères au maximum : découpez donc un long script en sections et générez chacune séparément. Vous pouvez télécharger l’audio au format MP3 et le glisser dans votre logiciel de montage.

Même si vous enregistrez votre propre voix, une lecture par l’IA met rapidement en évidence les phrases trop longues et les passages qui traînent.

## Une méthode à répéter chaque semaine

Voici une routine que de nombreux créateurs adoptent une fois que l’IA fait partie de leur processus :

1. Rédigez un brief de deux phrases et un titre provisoire.
2. Générez un script à la durée et au ton visés, ou partez d’un modèle rapide comme Tutoriel, Test, Vlog ou Explication.
3. Réécrivez l’accroche et coupez l’introduction.
4. Lisez le script à voix haute, réécrivez ce qui ne vous ressemble pas et ajoutez une anecdote ou une opinion personnelle.
5. Vérifiez chaque affirmation et chaque chiffre.
6. Ajoutez les plans de coupe et les notes pour l’écran.
7. Enregistrez, ou générez une voix off pour les formats commentés.
8. Collez le script final dans l’outil SEO pour obtenir des idées de titres, une description et des tags.

La première fois, cela prend une heure ; dès la quatrième vidéo, deux fois moins.

## Les erreurs courantes à éviter

- **Publier le premier jet.** Il sera correct et vite oublié. Ce sont vos modifications qui font le produit.
- **Truffer le script de mots clés.** Écrivez pour le spectateur ; placez les termes de recherche dans le titre, la description et les tags.
- **Ignorer les statistiques.** Après chaque mise en ligne, repérez la plus forte baisse dans la courbe de fidélisation et relisez le script à cet instant précis. C’est le meilleur professeur d’écriture que vous aurez jamais.

## À vous d’écrire

L’IA ne remplace pas le créateur ; elle remplace la page blanche. Donnez-lui un brief précis, choisissez délibérément la durée et le ton, réécrivez l’accroche, faites en sorte que le milieu mérite sa place et posez votre propre voix par-dessus. Faites-le chaque semaine et vous publierez plus souvent, sans publier moins bien. Essayez sur votre prochaine vidéo avec l’essai gratuit et constatez à quel point un premier jet devient plus rapide.`;
