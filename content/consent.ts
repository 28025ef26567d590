// CASL: express consent to commercial e-mail, asked for with an unticked checkbox, in the page's
// language. Each wording has its own version, stored with each answer, so the record shows exactly
// what the visitor agreed to.
export const marketingConsent = {
  en: {
    version: "casl-marketing-2025-01",
    text: "Yes, send me e-mails about Torque Analytics products, events and offers. I can unsubscribe at any time.",
  },
  fr: {
    version: "casl-marketing-2025-01-fr",
    text: "Oui, envoyez-moi des courriels sur les produits, les événements et les offres de Torque Analytics. Je peux me désabonner en tout temps.",
  },
} as const;
