import type { DocumentValues } from '../values';

export default (
  v: DocumentValues,
) => `Les présentes conditions s’appliquent lorsque vous utilisez Genesis Studio, un studio de contenu IA pour les créateurs vidéo, les marketeurs et les entreprises. « Nous » désigne l’opérateur du service Genesis Studio que vous utilisez ; « vous » désigne la personne ou l’organisation qui l’utilise. En créant un compte ou en utilisant le service, vous acceptez ces conditions ainsi que notre [Politique de confidentialité](/privacy).

## Le service et le logiciel

Genesis Studio propose des outils d’IA pour l’écriture de scripts avec voix off, l’analyse SEO, la génération d’images, un assistant de chat en temps réel, des profils vocaux et une galerie d’images personnelle. Le logiciel Genesis Studio est open source, sous licence GNU Affero General Public License, version 3 ou ultérieure. Si vous exploitez votre propre instance, c’est la licence qui régit votre utilisation du logiciel, et vous êtes responsable de votre instance, de vos utilisateurs et des fournisseurs d’IA que vous y connectez. Les présentes conditions régissent le service que nous exploitons.

## Votre compte

- Vous devez fournir des informations exactes lors de votre inscription et garder votre mot de passe secret.
- Un compte est destiné à une seule personne. Vous êtes responsable de tout ce qui se passe dans votre compte.
- Vous devez avoir au moins 13 ans, ou davantage lorsque la loi locale l’exige, et être en mesure d’accepter ces conditions.
- Écrivez immédiatement à ${v.contact} si vous pensez que quelqu’un d’autre a accès à votre compte.

## Essai gratuit

Les nouveaux comptes commencent par un essai gratuit de ${v.trialHours} heures, avec scripts, images et chat illimités. Aucune carte bancaire n’est demandée. À la fin de l’essai, le studio est verrouillé jusqu’à ce que vous choisissiez un forfait ; rien n’est débité automatiquement.

## Forfaits et paiements

- **Forfaits.** Le forfait ${v.weekly.name} coûte ${v.weekly.price} et comprend ${v.weekly.scripts} scripts et ${v.weekly.images} images par semaine. Le forfait ${v.basic.name} coûte ${v.basic.price} et comprend ${v.basic.scripts} scripts et ${v.basic.images} images par mois. Le forfait ${v.premium.name} coûte ${v.premium.price}, avec scripts et images illimités. Les prix sont en dollars américains et peuvent s’entendre hors taxes.
- **Facturation.** Les abonnements sont payés d’avance, pour chaque semaine ou chaque mois, via notre prestataire de paiement, et se renouvellent automatiquement jusqu’à ce que vous les résiliiez.
- **Limites.** Les limites des forfaits sont décomptées par période de facturation et remises à zéro au début de la période suivante. Lorsque vous atteignez une limite, le studio vous indique quand elle sera remise à zéro ; vous pouvez passer à un forfait supérieur à tout moment.
- **Résiliation.** Vous pouvez résilier à tout moment. La résiliation prend effet à la fin de la période que vous avez payée, et vous conservez l’accès jusque-là.
- **Remboursements.** Les paiements ne sont pas remboursables pour les périodes partiellement utilisées, sauf lorsque la loi impose un remboursement.
- **Changements de prix.** Nous vous informons de tout changement de prix au moins 14 jours avant qu’il ne s’applique à votre prochain renouvellement.

## Dons

Vous pouvez soutenir Genesis Studio par un don ponctuel et volontaire de ${v.donation}. Les dons sont traités par notre prestataire de paiement, ne débloquent aucune fonctionnalité et ne sont pas remboursables, sauf lorsque la loi l’exige.

## Vos contenus

Vous êtes propriétaire des contenus que vous créez avec Genesis Studio, notamment les scripts, les images, les voix off et les conversations, dans la mesure permise par la loi. Vous ne nous accordez que l’autorisation dont nous avons besoin pour faire fonctionner le service pour vous : stocker vos contenus, les traiter avec les moteurs d’IA que vous utilisez et vous les présenter. Cette autorisation prend fin lorsque vous supprimez les contenus ou votre compte.

Vous êtes responsable de ce que vous introduisez dans le service et de l’usage que vous faites de ce qui en ressort. N’importez pas de contenus que vous n’avez pas le droit d’utiliser.

## Clonage de voix

Ne créez des profils vocaux qu’à partir de votre propre voix, ou de la voix d’une personne qui vous en a clairement donné l’autorisation. N’utilisez jamais une voix clonée pour usurper l’identité d’une personne réelle, pour tromper autrui ou pour contourner des contrôles de sécurité comme l’authentification vocale.

## Utilisation acceptable

Vous ne devez pas utiliser Genesis Studio pour :

- enfreindre la loi ou porter atteinte à la propriété intellectuelle, à la vie privée ou au droit à l’image de quiconque ;
- créer des contenus qui sexualisent des mineurs, font l’apologie du terrorisme ou de l’extrémisme violent, ou qui harcèlent, menacent ou diffament des personnes ;
- créer des contenus trompeurs, comme de fausses informations, de faux avis ou des images réalistes de personnes réelles présentées comme authentiques, ou encore du spam et de l’hameçonnage ;
- générer des logiciels malveillants ou des instructions permettant de causer des dommages graves ;
- contourner les limites des forfaits, les limites de débit ou les mesures de sécurité, partager des comptes ou revendre l’accès sans notre accord écrit ;
- surcharger le service hébergé, en extraire massivement les données ou le rétroconcevoir, ou attaquer les données d’autres utilisateurs.

Nous pouvons retirer des contenus ou suspendre des comptes qui enfreignent ces règles, et nous signalons les contenus illicites lorsque la loi l’exige.

## Résultats de l’IA

Les contenus générés par l’IA peuvent être inexacts, incomplets, obsolètes ou similaires à des contenus produits pour d’autres personnes. Ils ne constituent pas un conseil professionnel, juridique, médical ou financier. Relisez, modifiez et vérifiez tout avant de le publier, et assurez-vous que votre contenu final respecte les règles des plateformes sur lesquelles vous publiez. Lorsque le service fonctionne avec ses moteurs hors ligne intégrés, les résultats sont signalés comme produits hors ligne et constituent un brouillon plus simple que celui que produirait un fournisseur d’IA connecté.

## Programme d’affiliation

Les affiliés touchent une commission de ${v.commission} sur les paiements effectués par les clients qu’ils parrainent. Un parrainage est comptabilisé lorsqu’une personne s’inscrit dans les 30 jours suivant le clic sur votre lien de parrainage. Les commissions sont d’abord en attente, puis sont validées 30 jours après le paiement, sauf si celui-ci est remboursé. Les commissions validées sont versées chaque mois, via un service de paiement ou par virement, dès que le montant minimum de versement est atteint. L’auto-parrainage, la promotion trompeuse, le spam et les annonces payantes sur les moteurs de recherche ciblant notre marque sont interdits, et les commissions ainsi obtenues sont annulées.

## Disponibilité et évolutions

Nous nous efforçons de maintenir Genesis Studio disponible et sécurisé, mais nous ne garantissons pas qu’il fonctionnera sans interruption ni erreur. Nous pouvons modifier, ajouter ou retirer des fonctionnalités. Si nous retirons une fonctionnalité pour laquelle vous payez, nous vous en informons à l’avance et vous pouvez résilier.

## Fin de votre utilisation

Vous pouvez cesser d’utiliser Genesis Studio et supprimer votre compte à tout moment, comme décrit dans la [Politique de confidentialité](/privacy). Nous pouvons suspendre ou fermer un compte qui enfreint gravement ou de manière répétée ces conditions ; dans la mesure du possible, nous vous prévenons d’abord et vous donnons la possibilité d’exporter vos contenus.

## Exclusions de garantie et responsabilité

Le service est fourni « en l’état » et « selon disponibilité ». Dans la mesure permise par la loi, nous excluons toute garantie implicite, et notre responsabilité totale pour toute réclamation liée au service est limitée au montant que vous nous avez payé au cours des 12 mois précédant la réclamation. Nous ne sommes pas responsables des pertes indirectes ou consécutives, comme un manque à gagner ou une perte de données. Rien dans ces conditions ne limite une responsabilité qui ne peut pas être limitée par la loi.

## Modifications de ces conditions

Nous pouvons mettre à jour ces conditions. Nous indiquons la date de la dernière modification en haut de cette page et informons les titulaires de compte par e-mail des modifications importantes au moins 14 jours avant leur entrée en vigueur. Si vous continuez à utiliser le service après cette date, les nouvelles conditions s’appliquent.

## Contact

Pour toute question sur ces conditions, écrivez à ${v.contact}.`;
