import type { DocumentValues } from '../values';

export default (
  v: DocumentValues,
) => `Cette politique explique quelles informations Genesis Studio conserve à votre sujet, pourquoi, et quel contrôle vous avez sur elles. Genesis Studio est un logiciel auto-hébergeable : dans cette politique, « nous » désigne l’opérateur du service Genesis Studio que vous utilisez. Si vous exploitez votre propre instance, c’est vous l’opérateur, et vos données restent sur les serveurs que vous contrôlez.

## En bref

- **Vos contenus vous appartiennent.** Les scripts, images, voix off, échantillons de voix et conversations que vous créez sont à vous. Nous ne les vendons pas et nous ne les utilisons pas pour entraîner des modèles d’IA.
- **Nous ne conservons que ce dont le service a besoin** pour vous fournir un compte, stocker votre travail, appliquer les limites des forfaits et encaisser les paiements.
- **Aucun traceur tiers.** Nous comptons nous-mêmes les pages vues, avec un identifiant de visiteur anonyme, et nous n’utilisons aucun cookie publicitaire.
- **Les données de carte ne nous parviennent jamais.** Les paiements sont gérés par notre prestataire de paiement.
- **Vous pouvez supprimer votre compte** et tout ce qu’il contient à tout moment.

## Les informations que nous stockons

### Votre compte

Votre nom, votre adresse e-mail et une empreinte à sens unique de votre mot de passe (jamais le mot de passe lui-même), le statut de votre abonnement et votre forfait, les dates de début et de fin de votre essai, ainsi que les sessions avec lesquelles vous êtes connecté, pour que vous puissiez les consulter et les révoquer.

### Les contenus que vous créez

Les sujets et les scripts que vous générez, les analyses SEO, les descriptions d’images et les images générées avec leurs réglages, vos préférences de style et vos descriptions récentes, l’audio des voix off, ainsi que vos conversations de chat avec leurs champs de niche, de public cible et de budget. Nous stockons ces contenus pour que vous puissiez les retrouver, par exemple dans votre galerie ou votre historique de chat.

### Échantillons de voix et profils vocaux

Lorsque vous créez un profil vocal, nous stockons l’échantillon audio que vous avez enregistré ou importé, le nom et la description du profil, ainsi que les réglages de voix déduits de l’échantillon. Les échantillons de voix sont des données personnelles : ils ne servent qu’à produire de la parole dans votre compte, et ils sont supprimés lorsque vous supprimez le profil ou votre compte.

### Données d’utilisation

Pour chaque génération, nous enregistrons son type (script, image, voix off, analyse SEO ou chat), l’heure et le moteur qui l’a produite. Nous utilisons ces données pour appliquer les limites des forfaits, prévenir les abus et garantir la fiabilité du service.

### Paiements et abonnements

Nous stockons votre forfait, votre période de facturation, le statut de votre abonnement et les identifiants que notre prestataire de paiement nous communique pour votre fiche client et votre abonnement. Les numéros de carte et les codes de sécurité sont saisis directement auprès du prestataire de paiement et ne sont jamais envoyés à nos serveurs ni stockés sur ceux-ci.

### Programme d’affiliation

Si vous rejoignez le programme d’affiliation, nous stockons votre adresse e-mail de versement, votre code d’affilié, les clics sur votre lien de parrainage (l’heure, la page visitée et une empreinte à clé de l’adresse réseau du visiteur, pour que chaque adresse ne compte qu’une fois par jour) ainsi que les parrainages et les commissions qui vous sont crédités. Pour refuser les commissions sur les propres comptes d’un affilié, nous comparons des empreintes à clé des adresses réseau et des identifiants de navigateur depuis lesquels les comptes s’inscrivent, se connectent et lancent des paiements.

### Newsletter

Si vous vous abonnez à la newsletter, nous stockons votre adresse e-mail et la date de votre abonnement. Nous ne l’utilisons que pour vous envoyer les nouveaux articles.

### Pages vues

Lorsqu’une page s’affiche, votre navigateur transmet son chemin, la page de provenance et l’heure, accompagnés d’un identifiant de visiteur anonyme : une valeur aléatoire stockée dans votre navigateur, qui n’est liée ni à votre nom, ni à votre e-mail, ni à votre compte. Nous n’utilisons les pages vues que pour comprendre quelles pages sont utiles. Aucun service d’analyse tiers ne les reçoit.

### Journaux techniques

Nos serveurs journalisent les requêtes, adresses IP comprises, à des fins de sécurité, de limitation du débit et de dépannage. Les journaux sont conservés pendant une courte durée et ne servent pas au profilage.

## Les informations dans votre navigateur

Genesis Studio conserve quelques valeurs dans le stockage local de votre navigateur : vos jetons de connexion, une copie de votre profil utilisateur, les données de votre essai ou de votre abonnement et l’identifiant de visiteur anonyme. Si vous êtes arrivé par un lien de parrainage, un cookie propriétaire mémorise cette visite pendant 30 jours, afin que votre inscription soit créditée à l’affilié ; il est supprimé lorsque vous vous inscrivez. Nous n’utilisons aucun cookie publicitaire ni aucun cookie de suivi intersites. Vider le stockage de votre navigateur vous déconnecte et réinitialise ces valeurs.

## Notre recours aux fournisseurs d’IA

Selon la configuration de cette instance, les fonctionnalités d’IA s’exécutent soit sur des moteurs hors ligne intégrés, sur nos propres serveurs, soit via des fournisseurs d’IA externes, par exemple pour le texte, les images, la parole ou le clonage de voix. Lorsqu’un fournisseur est utilisé, seules les données dont la requête a besoin (votre prompt, le texte de votre script ou votre échantillon de voix) lui sont envoyées pour produire le résultat, dans le cadre des conditions de ce fournisseur pour les clients professionnels. Les résultats produits hors ligne sont signalés comme tels dans le studio.

## Ce que nous ne faisons jamais

- Vendre ou louer vos données personnelles ou vos contenus.
- Utiliser vos contenus ou vos échantillons de voix pour entraîner des modèles d’IA.
- Afficher de la publicité ou partager des données avec des régies publicitaires.
- Lire vos contenus, sauf lorsque vous nous demandez de l’aide ou que la loi l’exige.

## Combien de temps nous conservons les informations

Nous conservons votre compte et vos contenus tant que votre compte existe. Les données d’utilisation sont conservées aussi longtemps que nécessaire pour appliquer les limites des forfaits et régler les questions de facturation. Les données de paiement sont conservées aussi longtemps que l’exige la législation fiscale et comptable. Les journaux des serveurs sont conservés pendant une courte durée. Les pages vues, avec leur identifiant de visiteur anonyme, sont conservées sous forme agrégée.

## Supprimer votre compte

Vous pouvez supprimer votre compte à tout moment : écrivez à ${v.contact} depuis l’adresse e-mail avec laquelle vous vous êtes inscrit et demandez la suppression de votre compte. Nous supprimons votre compte, vos contenus, vos images, vos échantillons de voix et vos profils vocaux, vos conversations et vos sessions dans un délai de 30 jours, et nous résilions tout abonnement actif pour que vous ne soyez plus débité. Nous ne conservons que ce que la loi nous oblige à conserver, comme les factures. Si vous exploitez votre propre instance, vous pouvez supprimer les données d’un utilisateur directement dans votre base de données.

## Vos droits

Selon votre lieu de résidence, vous pouvez avoir le droit d’accéder aux données personnelles que nous détenons sur vous, de les rectifier, d’en recevoir une copie dans un format portable, de les faire supprimer, de limiter certains traitements ou de vous y opposer, et d’introduire une réclamation auprès de votre autorité de protection des données. Pour exercer l’un de ces droits, écrivez à ${v.contact}. Nous répondons dans un délai de 30 jours.

## Sécurité

Les mots de passe sont hachés avec Argon2id, les sessions sont stockées sous forme d’empreintes et peuvent être révoquées, les connexions sont chiffrées en production, et chaque donnée est contrôlée sur le serveur pour que seul son propriétaire puisse la lire. Aucun système n’est parfaitement sûr : utilisez donc un mot de passe robuste et unique, et écrivez à ${v.contact} si vous remarquez quoi que ce soit de suspect.

## Enfants

Genesis Studio n’est pas destiné aux enfants de moins de 13 ans, ou de moins de 16 ans lorsque la loi locale fixe un âge plus élevé. Nous ne collectons pas sciemment de données personnelles auprès d’enfants. Si vous pensez qu’un enfant nous a fourni des données personnelles, contactez-nous et nous les supprimerons.

## Modifications de cette politique

Si nous modifions cette politique, nous mettons à jour la date en haut de cette page. Si une modification change de manière importante la façon dont nous utilisons vos données personnelles, nous en informons les titulaires de compte par e-mail avant son entrée en vigueur.

## Contact

Pour toute question sur la confidentialité ou sur cette politique, écrivez à ${v.contact}. Consultez aussi nos [Conditions d’utilisation](/terms).`;
