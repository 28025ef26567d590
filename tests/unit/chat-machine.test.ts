import { describe, it, expect } from "vitest";
import englishMessages from "@/content/messages/en/chat.json";
import frenchMessages from "@/content/messages/fr/chat.json";
import {
  buttonLabel as labelIn,
  initialChatState,
  transition as transitionIn,
  type ChatAction,
  type ChatEvent,
  type ChatScript,
  type ChatState,
  type LeadProfile,
} from "@/lib/chat/machine";
import { fill } from "@/lib/chat/messages";
import { TYPING_BASE_MS, TYPING_JITTER_MS, typingDelay } from "@/lib/chat/timing";
import { siteConfig } from "@/lib/site-config";

// The machine speaks the script it is given: English (the spec's words) unless a test says French.
const english: ChatScript = { locale: "en", messages: englishMessages };
const french: ChatScript = { locale: "fr", messages: frenchMessages };
const transition = (state: ChatState, event: ChatEvent) => transitionIn(state, event, english);
const buttonLabel = (action: ChatAction) => labelIn(action, english);
const enFrancais = (state: ChatState, event: ChatEvent) => transitionIn(state, event, french);

const sarah: LeadProfile = {
  name: "Sarah",
  dealership: "Maple Leaf Motors",
  dealershipSize: "Multi-location",
  currentChallenges: ["ROI tracking"],
};

function at(step: number, profile: Partial<LeadProfile> = {}): ChatState {
  return { step, greeted: true, profile: { ...initialChatState.profile, ...profile } };
}

const text = (value: string): ChatEvent => ({ type: "text", text: value });
const click = (action: ChatAction): ChatEvent => ({ type: "action", action });
const actionsOf = (reply: { actionButtons?: { action: ChatAction }[] } | undefined) => reply?.actionButtons?.map((b) => b.action);
const labelsOf = (reply: { actionButtons?: { label: string }[] } | undefined) => reply?.actionButtons?.map((b) => b.label);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe("opening the panel", () => {
  it("greets once on first open, introducing the assistant by name with demo and tell-more buttons", () => {
    const result = transition(initialChatState, { type: "open" });
    expect(result.state).toEqual({ ...initialChatState, greeted: true });
    expect(result.userMessage).toBeNull();
    expect(result.effects).toEqual([]);
    expect(result.replies).toHaveLength(1);
    expect(result.replies[0]?.content).toContain(`I'm ${siteConfig.assistantName.en}`);
    expect(result.replies[0]?.actionButtons).toEqual([
      { label: "Yes, show me a demo!", action: "want-demo", variant: "primary" },
      { label: "Tell me more first", action: "tell-more", variant: "secondary" },
    ]);
  });

  it("does not greet again on later opens and leaves the state unchanged", () => {
    const greeted = transition(initialChatState, { type: "open" }).state;
    const result = transition(greeted, { type: "open" });
    expect(result).toEqual({ state: greeted, userMessage: null, replies: [], effects: [] });
  });
});

describe("step 0: greeting", () => {
  it.each(["demo", "yes", "interested", "I'd love a DEMO", "YES please", "Quite Interested, actually"])(
    "moves to step 1 and asks for name and dealership when the reply is '%s'",
    (reply) => {
      const result = transition(at(0), text(reply));
      expect(result.state.step).toBe(1);
      expect(result.userMessage).toBe(reply);
      expect(result.replies).toHaveLength(1);
      expect(result.replies[0]?.content).toMatch(/first name and the name of your dealership/);
    },
  );

  it("stays at step 0 and offers the three challenge buttons when the reply has no trigger word", () => {
    const result = transition(at(0), text("What does Torque do?"));
    expect(result.state).toEqual(at(0));
    expect(result.userMessage).toBe("What does Torque do?");
    expect(labelsOf(result.replies[0])).toEqual(["ROI tracking issues", "Fragmented data sources", "Lead attribution problems"]);
  });

  it("moves to step 1 when 'Yes, show me a demo!' is clicked, echoing the label", () => {
    const result = transition(at(0), click("want-demo"));
    expect(result.state.step).toBe(1);
    expect(result.userMessage).toBe("Yes, show me a demo!");
    expect(result.replies[0]?.content).toMatch(/first name and the name of your dealership/);
  });

  it("stays at step 0 and offers the challenge buttons when 'Tell me more first' is clicked", () => {
    const result = transition(at(0), click("tell-more"));
    expect(result.state.step).toBe(0);
    expect(result.userMessage).toBe("Tell me more first");
    expect(actionsOf(result.replies[0])).toEqual(["concern:roi", "concern:data", "concern:attribution"]);
  });

  it.each([
    ["concern:roi", "ROI tracking issues"],
    ["concern:data", "Fragmented data sources"],
    ["concern:attribution", "Lead attribution problems"],
  ] as const)("stores the challenge and moves to step 1 when '%s' is clicked", (action, label) => {
    const result = transition(at(0), click(action));
    expect(result.state.step).toBe(1);
    expect(result.state.profile.currentChallenges).toEqual([label]);
    expect(result.userMessage).toBe(label);
    expect(result.replies[0]?.content).toMatch(/first name and the name of your dealership/);
  });
});

describe("step 1: name and dealership", () => {
  it("stays at step 1 and asks for both names when given a single word", () => {
    const result = transition(at(1), text("Sarah"));
    expect(result.state).toEqual(at(1));
    expect(result.userMessage).toBe("Sarah");
    expect(result.replies[0]?.content).toMatch(/first name followed by your dealership name/);
  });

  it("splits the first word into the name and the rest into the dealership, then moves to step 2", () => {
    const result = transition(at(1), text("Sarah Maple Leaf Motors"));
    expect(result.state.step).toBe(2);
    expect(result.state.profile).toMatchObject({ name: "Sarah", dealership: "Maple Leaf Motors" });
  });

  it("collapses repeated and surrounding spaces when splitting", () => {
    const result = transition(at(1), text("  Sarah   Maple  Leaf\tMotors  "));
    expect(result.userMessage).toBe("Sarah   Maple  Leaf\tMotors");
    expect(result.state.profile).toMatchObject({ name: "Sarah", dealership: "Maple Leaf Motors" });
  });

  it("greets the visitor by name and asks the dealership size with the three size buttons", () => {
    const reply = transition(at(1), text("Sarah Maple Leaf Motors")).replies[0];
    expect(reply?.content).toContain("Great to meet you, Sarah!");
    expect(reply?.content).toContain("Maple Leaf Motors");
    expect(labelsOf(reply)).toEqual(["Single location (1-50 sales/month)", "Multi-location (50-200 sales/month)", "Enterprise (200+ sales/month)"]);
  });
});

describe("step 2: dealership size", () => {
  it.each([
    ["size:single", "Single location", "Single location (1-50 sales/month)"],
    ["size:multi", "Multi-location", "Multi-location (50-200 sales/month)"],
    ["size:enterprise", "Enterprise", "Enterprise (200+ sales/month)"],
  ] as const)("stores '%s' as the exact size and moves to step 3", (action, size, label) => {
    const result = transition(at(2, { name: "Sarah", dealership: "Maple Leaf Motors" }), click(action));
    expect(result.state.step).toBe(3);
    expect(result.state.profile.dealershipSize).toBe(size);
    expect(result.userMessage).toBe(label);
    expect(result.replies[0]?.content).toContain("Maple Leaf Motors");
    expect(labelsOf(result.replies[0])).toEqual(["ROI tracking", "Data fragmentation", "Lead attribution", "Multiple challenges"]);
  });

  it("echoes free text without a reply or state change", () => {
    const state = at(2, { name: "Sarah", dealership: "Maple Leaf Motors" });
    const result = transition(state, text("About 80 a month"));
    expect(result).toEqual({ state, userMessage: "About 80 a month", replies: [], effects: [] });
  });
});

describe("step 3: biggest challenge", () => {
  it.each([
    ["challenge:roi", "ROI tracking"],
    ["challenge:data", "Data fragmentation"],
    ["challenge:attribution", "Lead attribution"],
    ["challenge:multiple", "Multiple challenges"],
  ] as const)("stores '%s' and moves to step 4 with the two contact-method buttons", (action, label) => {
    const result = transition(at(3, { ...sarah, currentChallenges: ["Fragmented data sources"] }), click(action));
    expect(result.state.step).toBe(4);
    expect(result.state.profile.currentChallenges).toEqual([label]);
    expect(result.userMessage).toBe(label);
    expect(result.effects).toEqual([]);
    expect(actionsOf(result.replies[0])).toEqual(["method:call", "method:email"]);
  });

  it("stores free text as the challenge and moves to step 4", () => {
    const result = transition(at(3, sarah), text("  Co-op reporting  "));
    expect(result.state.step).toBe(4);
    expect(result.state.profile.currentChallenges).toEqual(["Co-op reporting"]);
    expect(actionsOf(result.replies[0])).toEqual(["method:call", "method:email"]);
  });
});

describe("step 4: contact method", () => {
  it("offers 'Schedule My Demo Call' and tracks demo_request_completed 'call' when a live call is chosen", () => {
    const state = at(4, sarah);
    const result = transition(state, click("method:call"));
    expect(result.state).toEqual(state);
    expect(result.userMessage).toBe(buttonLabel("method:call"));
    expect(result.replies[0]?.actionButtons).toEqual([{ label: "Schedule My Demo Call", action: "schedule-call", variant: "primary" }]);
    expect(result.effects).toEqual([{ type: "track", action: "demo_request_completed", category: "conversion", label: "call", value: 1 }]);
  });

  it("offers 'Send Demo to My Email' and tracks demo_request_completed 'email' when a demo video is chosen", () => {
    const state = at(4, sarah);
    const result = transition(state, click("method:email"));
    expect(result.state).toEqual(state);
    expect(result.replies[0]?.actionButtons).toEqual([{ label: "Send Demo to My Email", action: "email-demo", variant: "primary" }]);
    expect(result.effects).toEqual([{ type: "track", action: "demo_request_completed", category: "conversion", label: "email", value: 1 }]);
  });

  it("opens the booking inside the chat with the visitor's profile when 'Schedule My Demo Call' is clicked", () => {
    const result = transition(at(4, sarah), click("schedule-call"));
    expect(result.userMessage).toBe("Schedule My Demo Call");
    expect(result.replies[0]?.content).toMatch(/^Let's find a time\./);
    expect(result.effects).toEqual([{ type: "open-booking", profile: sarah }]);
  });

  it("opens a pre-filled mail draft and tracks demo_email_requested when 'Send Demo to My Email' is clicked", () => {
    const result = transition(at(4, sarah), click("email-demo"));
    expect(result.userMessage).toBe("Send Demo to My Email");
    const [mail, track] = result.effects;
    expect(track).toEqual({ type: "track", action: "demo_email_requested", category: "conversion", label: "email_demo" });
    expect(mail?.type).toBe("open-mail");
    const href = mail?.type === "open-mail" ? mail.href : "";
    expect(href.startsWith(`mailto:${siteConfig.demoEmail}?subject=Personalized%20Demo%20Request&body=`)).toBe(true);
    const body = new URLSearchParams(href.split("?")[1]).get("body") ?? "";
    expect(body).toContain("Name: Sarah");
    expect(body).toContain("Dealership: Maple Leaf Motors");
    expect(body).toContain("Dealership size: Multi-location");
    expect(body).toContain("Biggest challenge: ROI tracking");
  });

  it("replies with a closing reassurance and stays at step 4 on free text", () => {
    const state = at(4, sarah);
    const result = transition(state, text("Will this work with my DMS?"));
    expect(result.state).toEqual(state);
    expect(result.userMessage).toBe("Will this work with my DMS?");
    expect(result.replies).toHaveLength(1);
    expect(result.replies[0]?.content).toMatch(/^Thanks, Sarah\. You're in good hands/);
    expect(result.effects).toEqual([]);
  });
});

describe("edge cases", () => {
  it.each([0, 1, 2, 3, 4, 9])("ignores empty and whitespace-only messages at step %i", (step) => {
    const state = at(step, sarah);
    for (const value of ["", "   ", "\n\t "]) {
      expect(transition(state, text(value))).toEqual({ state, userMessage: null, replies: [], effects: [] });
    }
  });

  it.each([-1, 5, 1.5])("answers text with a generic help prompt at unknown step %s", (step) => {
    const state = at(step, sarah);
    const result = transition(state, text("hello?"));
    expect(result.state).toEqual(state);
    expect(result.userMessage).toBe("hello?");
    expect(result.replies[0]?.content).toContain(siteConfig.schedulingUrl);
    expect(result.replies[0]?.content).toContain(siteConfig.demoEmail);
  });

  it("answers a button click with the help prompt at an unknown step", () => {
    const result = transition(at(7), click("want-demo"));
    expect(result.state).toEqual(at(7));
    expect(result.userMessage).toBe("Yes, show me a demo!");
    expect(result.replies[0]?.content).toContain(siteConfig.schedulingUrl);
  });

  it.each([
    [0, "size:single"],
    [1, "want-demo"],
    [2, "challenge:roi"],
    [3, "concern:roi"],
    [4, "size:enterprise"],
    [3, "schedule-call"],
  ] as const)("ignores a stale button at step %i ('%s')", (step, action) => {
    const state = at(step, sarah);
    expect(transition(state, click(action))).toEqual({ state, userMessage: null, replies: [], effects: [] });
  });

  it("never mutates the input state along the whole conversation", () => {
    const events: ChatEvent[] = [
      { type: "open" },
      click("tell-more"),
      click("concern:data"),
      text("Sarah Maple Leaf Motors"),
      click("size:enterprise"),
      click("challenge:multiple"),
      click("method:email"),
      click("email-demo"),
    ];
    let state = deepFreeze(structuredClone(initialChatState));
    for (const event of events) {
      const snapshot = structuredClone(state);
      const next = transition(state, event).state;
      expect(state).toEqual(snapshot);
      state = deepFreeze(next);
    }
    expect(state).toEqual({
      step: 4,
      greeted: true,
      profile: {
        name: "Sarah",
        dealership: "Maple Leaf Motors",
        dealershipSize: "Enterprise",
        currentChallenges: ["Multiple challenges"],
      },
    });
    expect(initialChatState).toEqual({
      step: 0,
      greeted: false,
      profile: { name: "", dealership: "", dealershipSize: null, currentChallenges: [] },
    });
  });

  it("uses no emoji in any reply", () => {
    const replies = [
      transition(initialChatState, { type: "open" }),
      transition(at(0), text("hmm")),
      transition(at(1), text("Sarah Maple Leaf Motors")),
      transition(at(2, sarah), click("size:single")),
      transition(at(3, sarah), click("challenge:roi")),
      transition(at(4, sarah), click("method:call")),
      transition(at(4, sarah), click("method:email")),
      transition(at(4, sarah), text("thanks")),
      transition(at(8), text("help")),
    ].flatMap((r) => r.replies.map((reply) => reply.content));
    for (const content of replies) expect(content).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});

describe("an empty profile", () => {
  it("leaves the visitor's name out and speaks of 'your dealership'", () => {
    const reply = transition(at(1), text("Sarah Maple Leaf Motors")).replies[0];
    expect(reply?.content).toBe("Great to meet you, Sarah! How many cars does Maple Leaf Motors sell in a typical month?");
    expect(transition(at(2), click("size:single")).replies[0]?.content).toBe("Thanks. What's the biggest challenge holding your dealership back right now?");
    expect(enFrancais(at(2), click("size:single")).replies[0]?.content).toBe(
      "Merci. Quel est le plus grand défi qui freine votre concession en ce moment\u00a0?",
    );
  });
});

describe("fill", () => {
  it("puts values into placeholders once, keeping unknown placeholders", () => {
    expect(fill("Hi {name}, {unknown} {name}", { name: "{name}$&" })).toBe("Hi {name}$&, {unknown} {name}$&");
  });
});

// The same conversation on a French page: the page's chat messages, French keywords at step 0, the
// same steps, state and analytics.
const julie: LeadProfile = {
  name: "Julie",
  dealership: "Automobiles Laurentides",
  dealershipSize: "Multi-location",
  currentChallenges: ["Suivi du RCI"],
};
const askNameFr = /prénom suivi du nom de votre concession/;

describe("en français: step 0 keywords", () => {
  it.each([
    "oui",
    "Oui svp",
    "OUI!",
    "Ouais",
    "ouin",
    "Une démo, oui",
    "demo",
    "DÉMO",
    "Une démonstration, s'il vous plaît",
    "Je suis intéressé",
    "Intéressée",
    "Ça m'intéresse",
    "interesse",
    "Volontiers",
    "Certainement",
    "Absolument\u00a0!",
    "D'accord",
    "D\u2019accord",
    "Bien sûr",
    "Avec plaisir",
    "Pourquoi pas une démo",
    "Pas tout de suite, mais oui",
    "yes",
    "I'm interested",
  ])("moves to step 1 and asks for name and dealership in French when the reply is '%s'", (reply) => {
    const result = enFrancais(at(0), text(reply));
    expect(result.state.step).toBe(1);
    expect(result.userMessage).toBe(reply);
    expect(result.replies).toHaveLength(1);
    expect(result.replies[0]?.content).toMatch(askNameFr);
  });

  it.each([
    "Non merci",
    "Pas intéressé",
    "Je ne suis pas vraiment intéressée",
    "Pas de démo pour l'instant",
    "Aucune démo, merci.",
    "Absolument pas",
    "Certainement pas",
    "Louis",
    "Ouille",
    "C'est quoi, Torque\u00a0?",
    "Combien ça coûte\u00a0?",
  ])("stays at step 0 and offers the three concerns in French when the reply is '%s'", (reply) => {
    const result = enFrancais(at(0), text(reply));
    expect(result.state).toEqual(at(0));
    expect(result.userMessage).toBe(reply);
    expect(labelsOf(result.replies[0])).toEqual(["Un RCI difficile à suivre", "Des sources de données éparpillées", "Des demandes difficiles à attribuer"]);
  });

  it("keeps the English keywords of the spec on an English page", () => {
    expect(transition(at(0), text("oui")).state.step).toBe(0);
    expect(transition(at(0), text("Louis, yesterday")).state.step).toBe(1);
  });
});

describe("en français: the whole conversation", () => {
  it("books a call: greeting, concern, name, size, challenge, method, the scheduling page", () => {
    let state = initialChatState;
    const step = (event: ChatEvent) => {
      const result = enFrancais(state, event);
      state = result.state;
      return result;
    };

    const greeting = step({ type: "open" });
    expect(greeting.replies[0]?.content).toBe(
      "Bonjour, je suis Torque IA, votre guide VIP chez Torque Analytics. " +
        "J'aide les concessionnaires canadiens à voir précisément quels dollars publicitaires font vendre des véhicules. " +
        "Aimeriez-vous une démo personnalisée, conçue pour votre concession\u00a0?",
    );
    expect(greeting.replies[0]?.actionButtons).toEqual([
      { label: "Oui, montrez-moi une démo\u00a0!", action: "want-demo", variant: "primary" },
      { label: "J'aimerais d'abord en savoir plus", action: "tell-more", variant: "secondary" },
    ]);

    const more = step(click("tell-more"));
    expect(more.userMessage).toBe("J'aimerais d'abord en savoir plus");
    expect(more.replies[0]?.content).toMatch(/^Avec plaisir\./);
    expect(actionsOf(more.replies[0])).toEqual(["concern:roi", "concern:data", "concern:attribution"]);

    const concern = step(click("concern:data"));
    expect(concern.userMessage).toBe("Des sources de données éparpillées");
    expect(state).toMatchObject({ step: 1, profile: { currentChallenges: ["Des sources de données éparpillées"] } });
    expect(concern.replies[0]?.content).toBe(
      "C'est noté. Pour préparer une démo sur mesure, j'ai besoin de votre prénom suivi du nom de votre concession. " +
        "Par exemple\u00a0: Julie Automobiles Laurentides",
    );

    const once = step(text("Julie"));
    expect(state.step).toBe(1);
    expect(once.replies[0]?.content).toMatch(/^Il me faut les deux/);

    const named = step(text("  Julie   Automobiles  Laurentides "));
    expect(state).toMatchObject({ step: 2, profile: { name: "Julie", dealership: "Automobiles Laurentides" } });
    expect(named.replies[0]?.content).toBe(
      "Un plaisir de faire votre connaissance, Julie\u00a0! Combien de véhicules vend Automobiles Laurentides par mois, en moyenne\u00a0?",
    );
    expect(labelsOf(named.replies[0])).toEqual([
      "Une seule concession (1 à 50 ventes par mois)",
      "Plusieurs concessions (50 à 200 ventes par mois)",
      "Grand groupe (plus de 200 ventes par mois)",
    ]);

    expect(step(text("Environ 80 par mois"))).toMatchObject({ userMessage: "Environ 80 par mois", replies: [], effects: [] });

    const size = step(click("size:multi"));
    expect(size.userMessage).toBe("Plusieurs concessions (50 à 200 ventes par mois)");
    // The profile keeps the size's identifier, the same in both languages.
    expect(state.profile.dealershipSize).toBe("Multi-location");
    expect(size.replies[0]?.content).toBe("Merci, Julie. Quel est le plus grand défi qui freine Automobiles Laurentides en ce moment\u00a0?");
    expect(labelsOf(size.replies[0])).toEqual(["Suivi du RCI", "Données fragmentées", "Attribution des demandes", "Plusieurs défis"]);

    const challenge = step(click("challenge:attribution"));
    expect(state).toMatchObject({ step: 4, profile: { currentChallenges: ["Attribution des demandes"] } });
    expect(challenge.replies[0]?.content).toBe(
      "C'est noté, Julie. Dernière étape\u00a0: comment aimeriez-vous découvrir ce que Torque Analytics peut faire pour Automobiles Laurentides\u00a0?",
    );
    expect(challenge.replies[0]?.actionButtons).toEqual([
      { label: "Réserver une démo en direct", action: "method:call", variant: "primary" },
      { label: "Recevoir une vidéo de démo par courriel", action: "method:email", variant: "secondary" },
    ]);

    const call = step(click("method:call"));
    expect(call.replies[0]?.content).toMatch(/^Excellent choix, Julie\. .*conçue pour Automobiles Laurentides\.$/);
    expect(call.replies[0]?.actionButtons).toEqual([{ label: "Planifier mon appel de démo", action: "schedule-call", variant: "primary" }]);
    expect(call.effects).toEqual([{ type: "track", action: "demo_request_completed", category: "conversion", label: "call", value: 1 }]);

    const scheduled = step(click("schedule-call"));
    expect(scheduled.userMessage).toBe("Planifier mon appel de démo");
    expect(scheduled.replies[0]?.content).toMatch(/^Trouvons un moment\./);
    expect(scheduled.effects).toEqual([{ type: "open-booking", profile: expect.objectContaining({ name: "Julie" }) }]);

    const after = step(text("Est-ce que ça fonctionne avec mon DMS\u00a0?"));
    expect(state.step).toBe(4);
    expect(after.replies[0]?.content).toMatch(/^Merci, Julie\. Vous êtes entre bonnes mains\u00a0: un spécialiste de Torque/);
  });

  it("asks for a demo video: the French mail draft, with the size's French label, and the same events", () => {
    const offer = enFrancais(at(4, julie), click("method:email"));
    expect(offer.replies[0]?.content).toMatch(/^C'est comme si c'était fait, Julie\./);
    expect(offer.replies[0]?.actionButtons).toEqual([{ label: "M'envoyer la démo par courriel", action: "email-demo", variant: "primary" }]);
    expect(offer.effects).toEqual([{ type: "track", action: "demo_request_completed", category: "conversion", label: "email", value: 1 }]);

    const result = enFrancais(at(4, julie), click("email-demo"));
    expect(result.userMessage).toBe("M'envoyer la démo par courriel");
    expect(result.replies[0]?.content).toMatch(/^Votre brouillon de courriel est prêt\./);
    const [mail, track] = result.effects;
    expect(track).toEqual({ type: "track", action: "demo_email_requested", category: "conversion", label: "email_demo" });
    const href = mail?.type === "open-mail" ? mail.href : "";
    expect(href.startsWith(`mailto:${siteConfig.demoEmail}?subject=${encodeURIComponent("Demande de démo personnalisée")}&body=`)).toBe(true);
    const body = new URLSearchParams(href.split("?")[1]).get("body") ?? "";
    expect(body.split("\r\n")).toEqual([
      "Bonjour à l'équipe Torque,",
      "",
      "Merci de m'envoyer une vidéo de démo personnalisée.",
      "Prénom\u00a0: Julie",
      "Concession\u00a0: Automobiles Laurentides",
      "Taille de la concession\u00a0: Plusieurs concessions",
      "Principal défi\u00a0: Suivi du RCI",
    ]);
  });

  it("sends the same analytics events in both languages", () => {
    for (const action of ["method:call", "method:email", "schedule-call", "email-demo"] as const) {
      const effects = (script: ChatScript) =>
        transitionIn(at(4, sarah), click(action), script).effects.map((e) => (e.type === "open-mail" ? { type: e.type } : e));
      expect(effects(french), action).toEqual(effects(english));
    }
  });

  it("answers an unknown step with the French help prompt, in French and with every placeholder filled", () => {
    const result = enFrancais(at(9, julie), text("allô\u00a0?"));
    expect(result.replies[0]?.content).toBe(
      "Je suis là pour vous montrer ce que Torque Analytics peut faire pour votre concession. " +
        `Pour réserver une démo personnalisée, rendez-vous sur ${siteConfig.schedulingUrl} ou écrivez à ${siteConfig.demoEmail}.`,
    );
  });

  it("speaks only French: every reply and button differs from the English one and has no placeholder left", () => {
    const paths: [ChatState, ChatEvent][] = [
      [initialChatState, { type: "open" }],
      [at(0), text("hmm")],
      [at(0), text("demo")],
      [at(1), text("Julie")],
      [at(1), text("Julie Automobiles Laurentides")],
      [at(2), click("size:enterprise")],
      [at(2, julie), click("size:single")],
      [at(3, julie), text("Nos rapports d'agence ne concordent pas")],
      [at(3), click("challenge:multiple")],
      [at(4, julie), click("method:call")],
      [at(4, julie), click("method:email")],
      [at(4), click("method:call")],
      [at(4), click("method:email")],
      [at(4, julie), click("schedule-call")],
      [at(4, julie), click("email-demo")],
      [at(4, julie), text("merci")],
      [at(4), text("merci")],
      [at(8), text("aide")],
    ];
    for (const [state, event] of paths) {
      const fr = enFrancais(state, event);
      const en = transition(state, event);
      expect(fr.state.step).toBe(en.state.step);
      fr.replies.forEach((reply, i) => {
        expect(reply.content).not.toBe(en.replies[i]?.content);
        expect(reply.content).not.toMatch(/[{}]|\p{Extended_Pictographic}/u);
        for (const button of reply.actionButtons ?? []) expect(button.label).not.toBe(buttonLabel(button.action));
      });
    }
  });
});

describe("typingDelay", () => {
  it("returns the base delay when random() is 0", () => {
    expect(typingDelay(() => 0)).toBe(TYPING_BASE_MS);
    expect(TYPING_BASE_MS).toBe(1500);
  });

  it("stays below base + jitter when random() is 0.999", () => {
    expect(typingDelay(() => 0.999)).toBe(2499);
    expect(TYPING_BASE_MS + TYPING_JITTER_MS).toBe(2500);
  });

  it("falls within 1500..2499 ms with the default Math.random", () => {
    for (let i = 0; i < 100; i++) {
      const delay = typingDelay();
      expect(delay).toBeGreaterThanOrEqual(1500);
      expect(delay).toBeLessThanOrEqual(2499);
    }
  });
});
