// The demo-request dialog's words (spec section 5), and their French version for the Montreal page.
import type { Locale } from "./city-page";
import { marketingConsent } from "./consent";

export interface DemoDialogCopy {
  title: string;
  description: string;
  liveBadge: string;
  spotsBadge: string;
  labels: { name: string; email: string; company: string; phone: string; message: string; consent: string };
  submit: string;
  submitting: string;
  later: string;
  close: string;
  footer: string;
  success: { title: string; description: string };
  failure: { title: string; description: string };
  // The schema's messages are the spec's English ones; a French page shows them translated.
  errors: Record<string, string>;
}

export const demoDialogCopy: Record<Locale, DemoDialogCopy> = {
  en: {
    title: "Get Exclusive VIP Access",
    description: "Join 500+ Elite Dealerships already dominating their markets with our revolutionary AI platform",
    liveBadge: "Live Demo Ready",
    spotsBadge: "3 Spots Left",
    labels: {
      name: "Full Name",
      email: "Business Email",
      company: "Dealership Name",
      phone: "Phone Number (Optional)",
      message: "Tell Us About Your Goals (Optional)",
      consent: marketingConsent.text,
    },
    submit: "Get My VIP Demo Now",
    submitting: "Submitting...",
    later: "Maybe Later",
    close: "Close",
    footer: "No spam, ever • Response within 24 hours • Completely confidential",
    success: {
      title: "Request Submitted Successfully! 🎉",
      description: "We'll contact you within 24 hours to schedule your exclusive demo.",
    },
    failure: {
      title: "Submission Failed",
      description: "Something went wrong. Please try again or contact us directly.",
    },
    errors: {},
  },
  fr: {
    title: "Obtenez un accès VIP exclusif",
    description: "Joignez-vous aux 500+ concessionnaires d'élite qui dominent déjà leur marché grâce à notre plateforme d'IA révolutionnaire",
    liveBadge: "Démo en direct prête",
    spotsBadge: "Plus que 3 places",
    labels: {
      name: "Nom complet",
      email: "Courriel professionnel",
      company: "Nom de la concession",
      phone: "Numéro de téléphone (facultatif)",
      message: "Parlez-nous de vos objectifs (facultatif)",
      consent: marketingConsent.textFr,
    },
    submit: "Obtenir ma démo VIP",
    submitting: "Envoi en cours...",
    later: "Plus tard",
    close: "Fermer",
    footer: "Aucun pourriel • Réponse en moins de 24 heures • Entièrement confidentiel",
    success: {
      title: "Demande envoyée avec succès! 🎉",
      description: "Nous communiquerons avec vous d'ici 24 heures pour planifier votre démo exclusive.",
    },
    failure: {
      title: "Échec de l'envoi",
      description: "Une erreur s'est produite. Veuillez réessayer ou nous joindre directement.",
    },
    errors: {
      "Name must be at least 2 characters": "Le nom doit contenir au moins 2 caractères",
      "Please enter a valid email address": "Veuillez entrer une adresse courriel valide",
      "Company name must be at least 2 characters": "Le nom de la concession doit contenir au moins 2 caractères",
    },
  },
};
