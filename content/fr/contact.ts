// Contact page content: contact methods, team inboxes, emergency line,
// inquiry types for the contact form and quick answers.

import * as en from "../contact";
import type { ContactMethod, EmergencySupport, QuickAnswer, TeamContact } from "../contact";
import { type Localized, twin } from "./localized";

export const contactMethods: ContactMethod[] = twin(en.contactMethods, [
  {
    title: "Appeler l'équipe des ventes",
    detail: "Du lundi au vendredi, de 8 h à 20 h (heure de l'Est)",
    description:
      "Parlez à un spécialiste du marketing automobile de nos tarifs, des remises multiconcessions ou d'une présentation adaptée à votre concession.",
  },
  {
    title: "Clavardage en direct",
    value: "Clavarder avec notre équipe",
    detail: "Du lundi au vendredi, de 8 h à 20 h (heure de l'Est)",
    description: "Une question rapide sur les fonctionnalités, les intégrations ou votre compte ? Notre équipe de soutien vous répond en temps réel.",
  },
  {
    title: "Par courriel",
    detail: "Réponse en moins de 24 heures",
    description: "Envoyez-nous les détails et nous acheminerons votre message à la bonne personne de notre équipe des ventes, du soutien ou des partenariats.",
  },
]);

export const teamContacts: TeamContact[] = twin(en.teamContacts, [
  {
    team: "Ventes",
    description: "Tarifs, forfaits, remises multiconcessions et ententes du forfait Entreprise pour les concessions et les groupes de concessionnaires.",
  },
  {
    team: "Soutien",
    description: "Aide pour votre compte, vos intégrations, vos importations de données, vos rapports et tout le reste dans la plateforme.",
  },
  {
    team: "Partenariats",
    description: "Programme de partenariat pour agences, portails clients en marque blanche, commissions de recommandation et partenariats d'intégration.",
  },
  {
    team: "Médias et presse",
    description: "Demandes d'entrevue, renseignements sur l'entreprise, commentaires sur les données du marketing automobile canadien et éléments de marque.",
  },
]);

export const emergencySupport: EmergencySupport = twin(en.emergencySupport, {
  title: "Soutien d'urgence",
  text: "Réservé aux clients du forfait Entreprise. Notre ligne d'urgence est en service 24 heures sur 24, 7 jours sur 7, en cas de panne de la plateforme ou de problème de données critique. Pour toute autre question, utilisez le clavardage en direct ou écrivez à support@torqueanalytics.ca.",
});

export const inquiryTypes = twin<Localized<typeof en.inquiryTypes>>(en.inquiryTypes, [
  { label: "Demande générale" },
  { label: "Ventes" },
  { label: "Demande de démo" },
  { label: "Soutien technique" },
  { label: "Partenariat" },
  { label: "Presse et médias" },
]);

export const quickAnswers: QuickAnswer[] = twin(en.quickAnswers, [
  {
    question: "Dans quel délai aurai-je une réponse ?",
    answer:
      "Nous répondons aux courriels en moins de 24 heures, et les demandes de démo obtiennent elles aussi une réponse en moins de 24 heures. Le clavardage en direct est assuré en temps réel du lundi au vendredi, de 8 h à 20 h (heure de l'Est).",
  },
  {
    question: "Combien de temps dure une démo ?",
    answer:
      "Environ 30 minutes. Nous passons en revue vos canaux marketing, vous montrons comment l'attribution et Deal Autopsy fonctionnent avec des données comme les vôtres, et gardons du temps pour vos questions.",
  },
  {
    question: "Combien de temps prend l'implantation ?",
    answer:
      "La plupart des concessions sont connectées et voient leurs données en 24 à 48 heures. Nous importons de 12 à 24 mois d'historique pour que vos rapports aient du contexte dès le premier jour. Une implantation standard se termine en 2 à 4 semaines, et celle d'un groupe, avec le forfait Entreprise, en 6 à 8 semaines.",
  },
  {
    question: "Offrez-vous un essai gratuit ?",
    answer:
      "Oui. Essayez Torque gratuitement pendant 30 jours avec toutes les fonctionnalités du forfait Professionnel. Aucune carte de crédit, aucuns frais d'installation, et vous pouvez annuler en tout temps.",
  },
  {
    question: "Quelles sont vos heures de soutien ?",
    answer:
      "Le clavardage en direct et notre ligne des ventes sont ouverts du lundi au vendredi, de 8 h à 20 h (heure de l'Est). Le soutien par courriel répond en moins de 24 heures, et les clients du forfait Entreprise ont accès à une ligne d'urgence 24 heures sur 24, 7 jours sur 7, en cas de panne de la plateforme.",
  },
  {
    question: "Où mes données sont-elles stockées ?",
    answer:
      "Vos données sont conservées au Canada. Elles sont protégées par un chiffrement 256 bits en transit et AES-256 au repos, et nos contrôles sont audités selon la norme SOC 2 Type II. Vous pouvez exporter vos données en tout temps en format CSV ou Excel, ou au moyen de notre API.",
  },
]);
