import "server-only";
import type { NoticeWriter } from "./notice-types";
import { counted } from "./plural";

const days = (n: number) => counted("fr", n, { one: "jour", other: "jours" });

/** Français : traduction de courtoisie ; en cas de divergence, la version anglaise prévaut. */
export const noticeFr: NoticeWriter = (f) => ({
  title: "Politique de confidentialité",
  shown: `Version française, ${f.version}`,
  intro:
    `La présente politique explique comment ${f.controller} (« nous ») traite vos données personnelles lorsque vous utilisez ce site et son conseiller en ligne, ` +
    "comme l'exige la loi malaisienne de 2010 sur la protection des données personnelles, modifiée par la loi de 2024 portant modification de la protection des données personnelles.",
  home: "Retour à l’accueil",
  sections: {
    controller: {
      heading: "Qui nous sommes",
      body: [
        `Le responsable du traitement est ${f.controller}, dont l'espace de vente se trouve à l'adresse suivante : ${f.address}. ` +
          `Vous pouvez joindre notre délégué à la protection des données à ${f.dpoEmail}.`,
      ],
    },
    data: {
      heading: "Ce que nous collectons",
      body: [
        "Lorsque vous indiquez votre nom et votre numéro de téléphone dans le chat, nous collectons :",
        [
          "votre nom et votre numéro de téléphone ;",
          "la transcription de votre échange avec notre conseiller IA (vos messages, ses réponses et leur heure) ;",
          "la langue d'interface que vous avez choisie ;",
          "un cookie qui identifie votre conversation, ainsi que la version et la langue de la présente politique qui vous a été présentée.",
        ],
        "Si vous utilisez la saisie vocale, votre navigateur convertit votre voix en texte ; nous ne recevons que le texte. Nous ne demandons pas, et vous prions de ne pas envoyer, de numéro de pièce d'identité, de données financières ou d'autres données personnelles sensibles.",
      ],
    },
    purposes: {
      heading: "Pourquoi nous les utilisons",
      body: [
        [
          "pour répondre à votre demande et vous contacter par téléphone ou WhatsApp ;",
          "pour organiser des visites de l'espace de vente et des logements, et vous envoyer les informations demandées ;",
          "pour conserver une trace de votre demande ;",
          "pour améliorer notre service et former notre équipe commerciale ainsi que les modèles d'IA du conseiller : comme l'indique la note sous le chat, toutes les conversations sont enregistrées à des fins de formation, humaine et par apprentissage automatique ;",
          "pour respecter nos obligations légales.",
        ],
      ],
    },
    voluntary: {
      heading: "Votre choix",
      body: [
        "Ces données proviennent de vous. Communiquer votre nom et votre numéro de téléphone est facultatif. Sans eux, nous ne pourrons pas vous rappeler, mais vous pourrez toujours découvrir le projet et discuter avec le conseiller.",
      ],
    },
    recipients: {
      heading: "Qui les reçoit",
      body: [
        [
          "notre équipe commerciale et les agents commerciaux que nous mandatons ;",
          "le promoteur du projet et ses sociétés liées ;",
          "le fournisseur du service d'IA qui rédige les réponses du conseiller et traite vos messages ;",
          "notre fournisseur de messagerie, qui transmet votre demande à l'équipe commerciale, et notre hébergeur ;",
          "les autorités publiques, lorsque la loi l'exige.",
        ],
        "Nous ne vendons pas vos données personnelles.",
      ],
    },
    transfers: {
      heading: "Transferts hors de Malaisie",
      body: [
        "Les fournisseurs d'IA, de messagerie et d'hébergement peuvent traiter vos données hors de Malaisie. Nous ne les transférons que dans les conditions prévues par l'article 129 de la loi, par exemple vers des pays dont la législation est substantiellement similaire à la loi ou qui assurent un niveau de protection adéquat, ou avec votre consentement.",
      ],
    },
    retention: {
      heading: "Durée de conservation",
      body: [
        `Nous conservons votre demande et la transcription du chat pendant ${days(f.leadRetentionDays)} après votre dernier contact, puis nous les supprimons, sauf si la loi nous impose de les garder plus longtemps.`,
        `Un chat dans lequel vous ne laissez pas de numéro de téléphone est supprimé, avec les réponses qui vous ont été lues à voix haute, ${days(f.conversationRetentionDays)} après son dernier message.`,
      ],
    },
    security: {
      heading: "Comment nous les protégeons",
      body: [
        "Seules les personnes qui traitent les demandes peuvent voir vos données, qui circulent sur des connexions chiffrées. En cas de violation de données personnelles, nous en informerons le Commissaire à la protection des données personnelles et, si elle risque de vous causer un préjudice important, vous-même.",
      ],
    },
    rights: {
      heading: "Vos droits",
      body: [
        "Vous pouvez :",
        [
          "demander une copie de vos données personnelles ;",
          "nous demander de corriger des données inexactes, incomplètes ou obsolètes ;",
          "retirer votre consentement à tout moment ; nous cesserons alors de traiter vos données et les supprimerons, sauf obligation légale de les conserver ;",
          "nous demander de cesser un traitement susceptible de vous causer un dommage ou une détresse, ou de ne plus vous envoyer de prospection ;",
          "nous demander de transmettre vos données à un autre responsable du traitement, lorsque c'est techniquement possible.",
        ],
        `Pour cela, écrivez à ${f.dpoEmail} en indiquant votre nom et le numéro de téléphone que vous nous avez donné. Nous pourrons appeler ce numéro pour vérifier votre identité, et nous répondrons sous 21 jours.`,
      ],
    },
    contact: {
      heading: "Contact et réclamations",
      body: [
        `Délégué à la protection des données : ${f.dpoEmail}. Courrier : ${f.address}. Téléphone : ${f.salesPhone}.`,
        "Si notre réponse ne vous satisfait pas, vous pouvez saisir le Commissaire à la protection des données personnelles (Jabatan Perlindungan Data Peribadi, www.pdp.gov.my).",
      ],
    },
    languages: {
      heading: "Langues de la présente politique",
      body: [
        "La présente politique est disponible en anglais et en malais, et dans d'autres langues pour votre confort. En cas de divergence, la version anglaise prévaut.",
      ],
    },
    changes: {
      heading: "Modifications",
      body: [
        `Ceci est la version ${f.version}. Lorsque nous modifions la présente politique, nous publions ici la nouvelle version ; la version qui vous a été présentée est enregistrée avec votre demande.`,
      ],
    },
  },
});
