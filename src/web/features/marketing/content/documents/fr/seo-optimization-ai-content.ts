export default () => `L’IA a rendu la production de contenu facile ; elle n’a pas rendu facile le fait d’être trouvé. Les moteurs de recherche et les plateformes vidéo voient désormais déferler des articles, des descriptions et des vidéos rédigés par la même poignée de modèles, et la plupart se ressemblent. Les créateurs qui s’en sortent ne sont pas ceux qui publient le plus de texte généré par IA, mais ceux qui utilisent l’IA pour publier plus vite des contenus meilleurs et plus utiles. Ce guide explique comment les moteurs de recherche traitent les contenus créés avec l’aide de l’IA, comment les préparer et les structurer, et propose une checklist pratique pour optimiser aussi bien des pages web que des vidéos YouTube.

## Google pénalise-t-il les contenus générés par IA ?

Non, pas parce qu’ils sont générés par IA. Les recommandations publiques de Google sont claires : le moteur récompense les contenus utiles, fiables et pensés pour les internautes, quelle que soit la façon dont ils sont produits, et le recours à l’automatisation dans le but principal de manipuler le classement enfreint ses règles contre le spam. Autrement dit, la question n’est pas « qui a écrit ceci ? » mais « est-ce utile, exact et original ? »

Cela vaut dans les deux sens. L’IA peut vous aider à produire plus efficacement des contenus réellement utiles. Elle peut aussi vous aider à produire des milliers de pages pauvres et répétitives, exactement ce que les moteurs de recherche sont conçus pour ignorer. YouTube fonctionne de la même manière : ses systèmes recommandent les vidéos que les spectateurs choisissent de regarder et qui les satisfont, que le script ait été tapé à la main ou rédigé avec un modèle.

La règle pratique : utilisez l’IA pour accélérer la recherche, la structuration et la rédaction, et consacrez le temps gagné à ce que les modèles font mal, à savoir l’expérience vécue, les données originales, le jugement d’expert et un point de vue affirmé.

## Comprendre l’E-E-A-T

Les consignes de Google destinées à ses évaluateurs de la qualité décrivent un bon contenu en quatre mots : Experience, Expertise, Authoritativeness et Trust (expérience, expertise, autorité et fiabilité). Ce ne sont pas des leviers de classement, mais ils forment une checklist utile pour un travail assisté par l’IA.

- **Expérience :** montrez que vous avez réellement utilisé le produit, visité le lieu ou résolu le problème. Les photos, les captures d’écran, les résultats et les détails précis témoignent d’une expérience réelle. L’IA ne peut pas vous les fournir.
- **Expertise :** démontrez votre connaissance du sujet. Expliquez le pourquoi, pas seulement le quoi, et soyez exact dans les détails.
- **Autorité :** constituez un ensemble de travaux sur un sujet, pour que d’autres vous citent et renvoient vers vous. Une chaîne ou un site qui couvre un domaine en profondeur gagne plus d’autorité qu’un autre qui survole tout.
- **Fiabilité :** soyez exact, citez vos sources, montrez qui se cache derrière le contenu et comment le contacter, et corrigez vos erreurs ouvertement. La fiabilité est le plus important des quatre critères.

Chaque contenu créé avec l’aide de l’IA devrait apporter au moins l’un de ces éléments absents du résultat brut du modèle.

## Partez de l’intention de recherche

L’intention de recherche, c’est ce que veut réellement la personne qui tape une requête. Y répondre est le fondement du SEO, et c’est l’étape que l’IA rate le plus souvent, car un modèle rédigera volontiers une dissertation alors que l’internaute voulait une réponse rapide ou un tableau comparatif.

Il existe quatre grands types d’intention :

- **Informationnelle :** la personne veut apprendre quelque chose. « Comment écrire un script YouTube ». Répondez-y avec des guides, des tutoriels et des contenus explicatifs.
- **Navigationnelle :** elle cherche un site ou une page précise. « Genesis Studio connexion ». Veillez à ce que les pages de votre propre marque soient faciles à trouver.
- **Investigation commerciale :** elle compare des options avant d’acheter. « Meilleur générateur de scripts IA ». Répondez-y avec des comparatifs, des tests et une présentation honnête des points forts et des points faibles.
- **Transactionnelle :** elle est prête à agir. « Générateur de scripts IA essai gratuit ». Répondez-y avec des pages produit et des pages tarifs claires.

Avant de générer quoi que ce soit, recherchez votre requête cible et étudiez la première page de résultats. Quel format domine : listes, guides pratiques, vidéos, pages produit ? Quelle est leur longueur, leur profondeur ? Quelles questions apparaissent dans l’encadré « Autres questions posées » ? Votre contenu doit reprendre le format dominant, puis faire mieux en matière d’utilité.

## La recherche de mots clés avec l’IA pour assistant

L’IA est une bonne partenaire de brainstorming pour la recherche de mots clés, mais elle ne connaît pas les volumes de recherche réels. Servez-vous-en pour les idées et la structure, et validez avec des données réelles.

1. **Explorez le champ du sujet.** Demandez à un modèle quelles questions posent les débutants, les utilisateurs intermédiaires et les experts sur votre sujet. Vous obtiendrez des dizaines d’angles en quelques secondes.
2. **Validez la demande.** Confrontez ces idées à des données réelles : les suggestions de saisie semi-automatique de la recherche Google et YouTube, l’encadré « Autres questions posées », les recherches associées, la Google Search Console pour votre propre site et le rapport sur les termes de recherche dans YouTube Analytics.
3. **Regroupez par intention.** Rassemblez dans un seul contenu les mots clés qui partagent une même intention. « Quelle durée pour une vidéo YouTube » et « durée idéale d’une vidéo YouTube » relèvent d’un seul article, pas de deux.
4. **Priorisez.** Privilégiez les requêtes précises de longue traîne sur lesquelles vous avez une expérience réelle. « Comment écrire le script d’un test produit pour une chaîne tech » est plus facile à positionner, et convertit mieux, que « scripts YouTube ».

## Structurez le contenu pour les lecteurs et les robots d’exploration

Une bonne structure aide les gens à parcourir la page et aide les moteurs de recherche à comprendre le sujet de chacune de ses parties.

- **Un seul H1 clair** qui correspond à l’intention principale, suivi de sections H2 pour les grandes questions et de H3 pour les détails.
- **La réponse d’abord.** Placez la réponse directe à la question principale dans le premier paragraphe, puis développez. Les lecteurs trouvent ce qu’ils sont venus chercher, et les moteurs de recherche peuvent reprendre le passage dans les extraits optimisés.
- **Des paragraphes courts et des listes.** Deux à quatre phrases par paragraphe ; utilisez des listes numérotées pour les étapes et des puces pour les options.
- **Des intertitres descriptifs.** « Quelle longueur pour un script YouTube ? » vaut mieux que « Considérations sur la longueur ».
- **Une section FAQ** pour les questions associées repérées pendant votre recherche, avec des réponses concises.

L’IA est douée pour proposer un plan. Demandez-en un, puis réorganisez-le selon l’intention observée dans les résultats de recherche, supprimez les sections redondantes et ajoutez celles que vous seul pouvez écrire.

## Rédaction : là où l’IA aide et là où vous devez prendre le relais

L’IA est réellement utile pour :

- transformer rapidement un plan en premier jet ;
- réécrire des paragraphes denses dans une langue simple ;
- suggérer des exemples, des analogies et des transitions ;
- générer des variantes de titres, de meta descriptions et de publications pour les réseaux sociaux ;
- résumer de longues notes, des transcriptions ou des recherches en points clés.

Vous devez prendre le relais pour :

- **les faits et les chiffres**, qui doivent être vérifiés à chaque fois auprès d’une source primaire ;
- **l’expérience vécue**, comme les résultats de vos tests, vos captures d’écran et vos anecdotes ;
- **les opinions et les recommandations**, ce que les lecteurs viennent justement chercher auprès d’une personne ;
- **l’originalité**, en apportant une méthode, un jeu de données ou un angle qui ne figure pas déjà sur la première page de résultats ;
- **le ton**, pour que le contenu ressemble à votre marque plutôt qu’à n’importe quel autre brouillon d’IA.

Une bonne règle empirique veut qu’au moins un tiers du contenu final soit un apport que le modèle n’aurait pas pu produire : vos exemples, vos données, votre jugement.

## Checklist SEO on-page pour les articles

Une fois le contenu rédigé, passez en revue les fondamentaux :

1. **Balise title :** moins de 60 caractères environ, avec le mot clé principal près du début et une raison de cliquer.
2. **Meta description :** environ 150 à 160 caractères qui résument l’intérêt de la page. Elle n’influe pas directement sur le classement, mais elle influe fortement sur le taux de clics.
3. **URL :** courte, en minuscules, avec des tirets et descriptive, comme /blog/seo-optimization-ai-content.
4. **Intertitres :** un seul H1, une structure logique de H2 et de H3, des mots clés employés naturellement.
5. **Liens internes :** créez des liens vers les articles connexes et les pages produit avec des ancres descriptives, et ajoutez des liens vers le nouvel article depuis les plus anciens.
6. **Liens externes :** citez des sources primaires pour les affirmations et les statistiques.
7. **Images :** des formats modernes compressés, une largeur et une hauteur explicites, et un texte alternatif qui décrit l’image pour les personnes qui ne peuvent pas la voir.
8. **Données structurées :** un balisage Article, FAQPage, HowTo ou VideoObject lorsqu’il s’applique réellement.
9. **Vitesse et mobile :** un chargement rapide, un texte lisible sans zoomer et aucun décalage de mise en page.
10. **Fraîcheur :** une date de dernière mise à jour visible, et un rappel dans votre agenda pour relire le contenu.

## SEO YouTube : titres, descriptions et tags

YouTube est le deuxième moteur de recherche au monde, et son classement dépend fortement de la réaction des spectateurs : taux de clics, durée de visionnage et satisfaction. Les métadonnées comptent toujours, car elles indiquent au système de quoi parle la vidéo et à qui la montrer.

### Titres

Votre titre est une promesse. Il doit contenir les mots que les gens recherchent et leur donner une raison de choisir votre vidéo plutôt que les autres de la page. Gardez l’essentiel dans les 50 premiers caractères environ, pour qu’il ne soit pas tronqué sur mobile. Le précis l’emporte sur l’astucieux : « Comment j’écris le script d’une vidéo de 10 minutes en 30 minutes (méthode IA) » dit exactement au spectateur ce qu’il va obtenir.

### Descriptions

Les deux premières lignes apparaissent avant le « plus » et dans les résultats de recherche : énoncez-y l’intérêt de la vidéo en termes simples, en incluant votre mot clé principal. En dessous, ajoutez un court résumé, des chapitres horodatés, des liens vers les ressources que vous mentionnez et deux ou trois vidéos ou playlists associées. Les chapitres aident les spectateurs à naviguer et peuvent apparaître directement dans les résultats de recherche.

### Tags et hashtags

Les tags jouent aujourd’hui un rôle mineur ; ils servent surtout pour les fautes d’orthographe courantes et les termes ambigus. Utilisez une poignée de tags pertinents plutôt que des dizaines. Ajoutez deux ou trois hashtags pertinents dans la description pour la visibilité.

### Sous-titres et transcriptions

Mettez en ligne des sous-titres exacts. Ils rendent la vidéo accessible, aident les spectateurs dont ce n’est pas la langue maternelle et donnent à YouTube une transcription précise de ce que vous dites. Si vous avez écrit un script, vous avez déjà l’essentiel de la transcription.

### Comment Genesis Studio vous aide

Collez votre script, votre article ou votre description dans l’outil Optimisation SEO, choisissez votre public cible et le niveau de concurrence sur le sujet : il vous renvoie un score SEO, plusieurs suggestions de titres, une description optimisée et des tags recommandés, chacun avec un bouton de copie. Un score de 80 ou plus signifie que les fondamentaux sont en place ; entre 60 et 79, des améliorations nettes restent à faire ; en dessous de 60, commencez par le titre et les deux premières lignes de la description. Traitez les suggestions comme des options parmi lesquelles choisir et à retravailler, pas comme un texte définitif.

## Optimisez pour les réponses de l’IA et les fonctionnalités de recherche

De plus en plus de recherches aboutissent à une synthèse générée par IA, à un extrait optimisé ou à la réponse d’un assistant conversationnel plutôt qu’à une liste de liens bleus. Vous ne pouvez pas décider si votre page sera citée, mais les qualités qui servent le SEO classique rendent une citation plus probable.

- **Répondez directement aux questions.** Placez une réponse claire et autonome de deux ou trois phrases juste sous chaque intertitre formulé en question. Les passages qui se suffisent à eux-mêmes sont faciles à citer pour les moteurs de réponse.
- **Utilisez des faits précis.** Les chiffres, dates, étapes et définitions précis se citent plus volontiers que les affirmations générales, à condition d’être exacts et sourcés.
- **Balisez la nature de la page.** Les données structurées comme FAQPage et Article aident les machines à comprendre le contenu et son auteur.
- **Soyez la source primaire.** Les recherches originales, les résultats de tests et les avis de première main sont ce que les autres pages, et les systèmes d’IA, citent.
- **Gardez une marque cohérente.** Utilisez le même nom, la même description et les mêmes informations d’auteur sur votre site, votre chaîne et vos profils, pour être reconnu comme une seule et même entité.

Voyez ces fonctionnalités comme un public de plus pour qui écrire, et non comme une menace. Une page qui répond à une question si clairement qu’un assistant la cite est aussi une page à laquelle les lecteurs font confiance.

## Construisez une autorité thématique avec des clusters de contenus

Plutôt que des articles isolés, planifiez des clusters : une page pilier complète sur un vaste sujet, comme la création vidéo par IA, soutenue par des articles détaillés sur chaque sous-thème, comme l’écriture de scripts, les voix off, les miniatures et le SEO. Reliez chaque article de soutien à la page pilier, et la page pilier à chacun d’eux. Les clusters aident les moteurs de recherche à percevoir la profondeur de votre couverture, et ils font passer les lecteurs d’une page utile à la suivante.

## Évitez les pièges des contenus IA à grande échelle

Certaines pratiques nuisent à coup sûr aux sites et aux chaînes qui s’appuient sur l’IA :

- **Privilégier le volume à la valeur.** Des dizaines de pages quasi identiques ciblant des variantes d’un mot clé sont un signal classique de contenu de faible qualité.
- **Publier sans retoucher.** Les lecteurs reconnaissent les formulations génériques, les précautions oratoires et le remplissage du texte brut d’un modèle, et ils s’en vont.
- **Des faits et des sources inventés.** Les modèles peuvent inventer des statistiques, des citations et des références. Un seul chiffre fabriqué peut ruiner la crédibilité de tout ce que vous publiez par ailleurs.
- **Le bourrage de mots clés.** Répéter une expression de façon artificielle rend le contenu moins agréable à lire et n’aide pas le classement.
- **Négliger les mises à jour.** Les brouillons d’IA peuvent refléter des informations dépassées. Vérifiez les dates, les versions et les prix avant de publier, et relisez régulièrement vos contenus intemporels.
- **Des descriptions dupliquées.** Réutiliser la même description de vidéo, à quelques détails près, sur toute une chaîne gaspille le texte le plus précieux que YouTube lise.

## Mesurez, apprenez et mettez à jour

Le SEO est une boucle, pas un lancement. Mettez en place la mesure avant de publier et faites le point à intervalles réguliers.

- **Pour les sites web,** utilisez la Google Search Console pour voir quelles requêtes génèrent des impressions et des clics, votre position moyenne et votre taux de clics. Une page qui obtient beaucoup d’impressions mais un faible taux de clics a besoin d’un meilleur titre et d’une meilleure meta description. Une page classée en deuxième page sur une requête intéressante a besoin de plus de profondeur, de meilleurs liens internes ou d’une réponse plus claire à l’intention.
- **Pour YouTube,** suivez le taux de clics des impressions, la durée moyenne de visionnage et le rapport sur les sources de trafic. Les termes de recherche YouTube montrent quelles requêtes ont réellement mené à votre vidéo ; réutilisez-les dans vos prochains titres et descriptions.
- **Actualisez vos meilleurs contenus.** Mettre à jour une page déjà bien classée, avec de nouvelles informations, de meilleurs exemples et une date récente, est souvent le travail SEO le plus rentable qui soit.
- **Élaguez ou fusionnez les contenus qui ne décollent pas.** Les pages pauvres qui ne gagnent jamais en visibilité peuvent être regroupées en une seule ressource plus solide.

## Une méthode SEO hebdomadaire assistée par l’IA

1. Choisissez un sujet dont la demande est avérée et l’intention claire.
2. Étudiez la première page de résultats de recherche et notez le format, la profondeur et les questions restées sans réponse.
3. Utilisez l’IA pour recenser des questions et proposer un plan ; réorganisez-le selon l’intention.
4. Rédigez avec l’IA, puis ajoutez votre expérience, vos données, vos exemples et votre opinion.
5. Vérifiez chaque affirmation et chaque chiffre auprès de sources primaires.
6. Optimisez le titre, la description, les intertitres, les liens, les images et les données structurées.
7. Pour la vidéo, générez des suggestions de titres et de tags avec l’outil SEO, choisissez les meilleures et retravaillez-les, puis ajoutez des chapitres et des sous-titres.
8. Publiez, puis analysez les performances au bout de deux semaines, puis de nouveau au bout de deux mois.

## L’essentiel

Les moteurs de recherche ne récompensent ni ne sanctionnent l’IA en tant que telle ; ils récompensent les contenus qui satisfont les personnes qui cherchent. L’IA vous permet de réaliser en quelques minutes les aspects mécaniques de la création de contenu : recherche, plans, brouillons, titres et descriptions. Utilisez ce temps pour ajouter ce que vous seul pouvez apporter, à savoir une expérience réelle, des faits vérifiés, un point de vue affirmé et une structure réellement utile. Faites-le régulièrement et vos contenus créés avec l’aide de l’IA ne seront pas seulement trouvés : ils seront choisis.`;
