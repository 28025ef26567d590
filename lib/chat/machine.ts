// The demo-booking conversation as a pure state machine. The widget owns timers, rendering and
// analytics; this module only decides what happens next, so every path can be unit-tested. It
// speaks the language of the script it is given (the page's chat messages) and holds no words of
// its own: the visitor's page loads one language only.
import type { Locale } from "@/lib/i18n/locale";
import { siteConfig } from "@/lib/site-config";
import { fill, type ChatMessages } from "./messages";

export type ChatStep = 0 | 1 | 2 | 3 | 4;
/** The size identifiers kept in the profile, whatever the language (shown through `mail.sizes`). */
export type DealershipSize = "Single location" | "Multi-location" | "Enterprise";

/** The conversation's language: its messages, and the locale that picks the step-0 keywords. */
export interface ChatScript {
  locale: Locale;
  messages: ChatMessages;
}

/** What the visitor tells us. It lives only in the browser and is sent nowhere. */
export interface LeadProfile {
  name: string;
  dealership: string;
  dealershipSize: DealershipSize | null;
  /** Holds the one challenge the visitor chose, as they saw it (a later choice replaces an earlier one). */
  currentChallenges: string[];
}

export type ChatAction =
  // Step 0: greeting, then the three "tell me more" concerns.
  | "want-demo"
  | "tell-more"
  | "concern:roi"
  | "concern:data"
  | "concern:attribution"
  // Step 2: dealership size.
  | "size:single"
  | "size:multi"
  | "size:enterprise"
  // Step 3: biggest challenge.
  | "challenge:roi"
  | "challenge:data"
  | "challenge:attribution"
  | "challenge:multiple"
  // Step 4: contact method, then the final call to action.
  | "method:call"
  | "method:email"
  | "schedule-call"
  | "email-demo";

export interface ActionButton {
  label: string;
  action: ChatAction;
  variant: "primary" | "secondary";
}

export interface AssistantReply {
  content: string;
  actionButtons?: ActionButton[];
}

// "open-booking": the booking opens inside the chat (components/chat/chat-booking.tsx), with what the
// visitor told so far; demo_call_scheduled is tracked, label "booked", once a time is booked.
export type ChatEffect =
  | { type: "open-url"; url: string }
  | { type: "open-mail"; href: string }
  | { type: "open-booking"; profile: LeadProfile }
  | { type: "track"; action: string; category: string; label?: string; value?: number };

/** `step` is a plain number so a corrupted (e.g. restored) state can still be handled. */
export interface ChatState {
  step: number;
  profile: LeadProfile;
  greeted: boolean;
}

export type ChatEvent = { type: "open" } | { type: "text"; text: string } | { type: "action"; action: ChatAction };

export interface Transition {
  state: ChatState;
  userMessage: string | null;
  replies: AssistantReply[];
  effects: ChatEffect[];
}

export const initialChatState: ChatState = {
  step: 0,
  profile: { name: "", dealership: "", dealershipSize: null, currentChallenges: [] },
  greeted: false,
};

type ButtonKey = keyof ChatMessages["buttons"];

// Each action's label (a key of the script's `buttons`) and the one step whose buttons offer it.
const ACTIONS: Record<ChatAction, { label: ButtonKey; step: ChatStep }> = {
  "want-demo": { label: "wantDemo", step: 0 },
  "tell-more": { label: "tellMore", step: 0 },
  "concern:roi": { label: "concernRoi", step: 0 },
  "concern:data": { label: "concernData", step: 0 },
  "concern:attribution": { label: "concernAttribution", step: 0 },
  "size:single": { label: "sizeSingle", step: 2 },
  "size:multi": { label: "sizeMulti", step: 2 },
  "size:enterprise": { label: "sizeEnterprise", step: 2 },
  "challenge:roi": { label: "challengeRoi", step: 3 },
  "challenge:data": { label: "challengeData", step: 3 },
  "challenge:attribution": { label: "challengeAttribution", step: 3 },
  "challenge:multiple": { label: "challengeMultiple", step: 3 },
  "method:call": { label: "methodCall", step: 4 },
  "method:email": { label: "methodEmail", step: 4 },
  "schedule-call": { label: "scheduleCall", step: 4 },
  "email-demo": { label: "emailDemo", step: 4 },
};

const SIZES = {
  "size:single": "Single location",
  "size:multi": "Multi-location",
  "size:enterprise": "Enterprise",
} as const satisfies Record<string, DealershipSize>;

const SIZE_KEYS = {
  "Single location": "single",
  "Multi-location": "multi",
  Enterprise: "enterprise",
} as const satisfies Record<DealershipSize, keyof ChatMessages["mail"]["sizes"]>;

// Step 0: does a typed reply ask for the demo? English as the spec has it (anywhere in the text).
// French also understands the English words, and spellings without accents ("demo", "interesse"),
// Quebec's "ouin", and leaves out a negative clause ("pas intéressé", "pas de démo pour l'instant")
// unless it is "pourquoi pas".
const FRENCH_NEGATIVE_CLAUSE = /(?<![\p{L}])(?:(?:absolument|certainement|vraiment)\s+)?(?<!pourquoi\s)(?:pas|aucune?|jamais)(?![\p{L}])[^.,;!?]*/gu;
const FRENCH_TRIGGER =
  /(?<![\p{L}])(?:(?:oui|ouais|ouin|yes|volontiers|certainement|absolument|d'accord|bien sur|avec plaisir)(?![\p{L}])|demo|interess|interest)/u;

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'");

const WANTS_DEMO: Record<Locale, (text: string) => boolean> = {
  en: (text) => /demo|yes|interested/i.test(text),
  fr: (text) => FRENCH_TRIGGER.test(fold(text).replace(FRENCH_NEGATIVE_CLAUSE, " ")),
};

export function buttonLabel(action: ChatAction, script: ChatScript): string {
  return script.messages.buttons[ACTIONS[action].label];
}

export function transition(state: ChatState, event: ChatEvent, script: ChatScript): Transition {
  const say = copy(script);
  switch (event.type) {
    case "open":
      if (state.greeted) return unchanged(state);
      return { state: { ...state, greeted: true }, userMessage: null, replies: [say.greeting()], effects: [] };
    case "text": {
      const text = event.text.trim();
      if (!text) return unchanged(state);
      return { userMessage: text, effects: [], ...onText(state, text, script, say) };
    }
    case "action":
      return onAction(state, event.action, script, say);
  }
}

type Outcome = Pick<Transition, "state" | "replies">;
type Copy = ReturnType<typeof copy>;

function onText(state: ChatState, text: string, script: ChatScript, say: Copy): Outcome {
  switch (state.step) {
    case 0:
      return WANTS_DEMO[script.locale](text) ? { state: { ...state, step: 1 }, replies: [say.askName()] } : { state, replies: [say.askConcern()] };
    case 1: {
      const [name, ...rest] = text.split(/\s+/);
      if (!name || rest.length === 0) return { state, replies: [say.askNameAgain()] };
      const profile = { ...state.profile, name, dealership: rest.join(" ") };
      return { state: { ...state, step: 2, profile }, replies: [say.askSize(profile)] };
    }
    case 2:
      // Only the size buttons advance this step; typed text is echoed without a reply.
      return { state, replies: [] };
    case 3:
      return chooseChallenge(state, text, say);
    case 4:
      return { state, replies: [say.reassure(state.profile)] };
    default:
      return { state, replies: [say.help()] };
  }
}

function onAction(state: ChatState, action: ChatAction, script: ChatScript, say: Copy): Transition {
  const userMessage = buttonLabel(action, script);
  if (!isChatStep(state.step)) return { state, userMessage, replies: [say.help()], effects: [] };
  // A button from another step (e.g. a stale one clicked later) is ignored, so it can never rewind or skip the flow.
  if (ACTIONS[action].step !== state.step) return unchanged(state);

  const { profile } = state;
  switch (action) {
    case "want-demo":
      return { state: { ...state, step: 1 }, userMessage, replies: [say.askName()], effects: [] };
    case "tell-more":
      return { state, userMessage, replies: [say.askConcern()], effects: [] };
    case "concern:roi":
    case "concern:data":
    case "concern:attribution":
      return {
        state: { ...state, step: 1, profile: { ...profile, currentChallenges: [userMessage] } },
        userMessage,
        replies: [say.askName()],
        effects: [],
      };
    case "size:single":
    case "size:multi":
    case "size:enterprise": {
      const next = { ...profile, dealershipSize: SIZES[action] };
      return { state: { ...state, step: 3, profile: next }, userMessage, replies: [say.askChallenge(next)], effects: [] };
    }
    case "challenge:roi":
    case "challenge:data":
    case "challenge:attribution":
    case "challenge:multiple":
      return { userMessage, effects: [], ...chooseChallenge(state, userMessage, say) };
    case "method:call":
      return {
        state,
        userMessage,
        replies: [say.offerCall(profile)],
        effects: [{ type: "track", action: "demo_request_completed", category: "conversion", label: "call", value: 1 }],
      };
    case "method:email":
      return {
        state,
        userMessage,
        replies: [say.offerEmail(profile)],
        effects: [{ type: "track", action: "demo_request_completed", category: "conversion", label: "email", value: 1 }],
      };
    case "schedule-call":
      return {
        state,
        userMessage,
        replies: [say.callOpened()],
        effects: [{ type: "open-booking", profile }],
      };
    case "email-demo":
      return {
        state,
        userMessage,
        replies: [say.mailOpened()],
        effects: [
          { type: "open-mail", href: demoMailto(profile, script.messages.mail) },
          { type: "track", action: "demo_email_requested", category: "conversion", label: "email_demo" },
        ],
      };
  }
}

// No-ops hand back the input state itself, so the component can skip a re-render.
function unchanged(state: ChatState): Transition {
  return { state, userMessage: null, replies: [], effects: [] };
}

function isChatStep(step: number): step is ChatStep {
  return Number.isInteger(step) && step >= 0 && step <= 4;
}

function chooseChallenge(state: ChatState, challenge: string, say: Copy): Outcome {
  const profile = { ...state.profile, currentChallenges: [challenge] };
  return { state: { ...state, step: 4, profile }, replies: [say.askMethod(profile)] };
}

// The assistant's replies in the script's language. The constants come from the site's config; a
// message that names the visitor has a variant for a profile whose name is still empty, and an
// empty dealership reads as "your dealership".
function copy(script: ChatScript) {
  const { buttons, replies } = script.messages;
  const site = {
    assistant: siteConfig.assistantName[script.locale],
    siteName: siteConfig.name,
    shortName: siteConfig.shortName,
    schedulingUrl: siteConfig.schedulingUrl,
    demoEmail: siteConfig.demoEmail,
  };
  const button = (action: ChatAction, variant: ActionButton["variant"] = "secondary"): ActionButton => ({
    label: buttons[ACTIONS[action].label],
    action,
    variant,
  });
  const text = (message: string) => fill(message, site);
  const personal = (message: { named: string; anonymous: string }, profile: LeadProfile) =>
    fill(profile.name ? message.named : message.anonymous, {
      ...site,
      name: profile.name,
      dealership: profile.dealership || replies.yourDealership,
    });

  return {
    greeting: (): AssistantReply => ({
      content: text(replies.greeting),
      actionButtons: [button("want-demo", "primary"), button("tell-more")],
    }),
    askConcern: (): AssistantReply => ({
      content: text(replies.askConcern),
      actionButtons: [button("concern:roi"), button("concern:data"), button("concern:attribution")],
    }),
    askName: (): AssistantReply => ({ content: text(replies.askName) }),
    askNameAgain: (): AssistantReply => ({ content: text(replies.askNameAgain) }),
    askSize: (profile: LeadProfile): AssistantReply => ({
      content: personal(replies.askSize, profile),
      actionButtons: [button("size:single"), button("size:multi"), button("size:enterprise")],
    }),
    askChallenge: (profile: LeadProfile): AssistantReply => ({
      content: personal(replies.askChallenge, profile),
      actionButtons: [button("challenge:roi"), button("challenge:data"), button("challenge:attribution"), button("challenge:multiple")],
    }),
    askMethod: (profile: LeadProfile): AssistantReply => ({
      content: personal(replies.askMethod, profile),
      actionButtons: [button("method:call", "primary"), button("method:email")],
    }),
    offerCall: (profile: LeadProfile): AssistantReply => ({
      content: personal(replies.offerCall, profile),
      actionButtons: [button("schedule-call", "primary")],
    }),
    offerEmail: (profile: LeadProfile): AssistantReply => ({
      content: personal(replies.offerEmail, profile),
      actionButtons: [button("email-demo", "primary")],
    }),
    callOpened: (): AssistantReply => ({ content: text(replies.callOpened) }),
    mailOpened: (): AssistantReply => ({ content: text(replies.mailOpened) }),
    reassure: (profile: LeadProfile): AssistantReply => ({ content: personal(replies.reassure, profile) }),
    help: (): AssistantReply => ({ content: text(replies.help) }),
  };
}

// The visitor sends this draft themselves; nothing leaves the browser without them. It is written
// in the page's language, and so is the dealership size in it.
function demoMailto(profile: LeadProfile, mail: ChatMessages["mail"]): string {
  const lines = [fill(mail.greeting, { shortName: siteConfig.shortName }), "", mail.request];
  if (profile.name) lines.push(fill(mail.name, { name: profile.name }));
  if (profile.dealership) lines.push(fill(mail.dealership, { dealership: profile.dealership }));
  if (profile.dealershipSize) lines.push(fill(mail.size, { size: mail.sizes[SIZE_KEYS[profile.dealershipSize]] }));
  if (profile.currentChallenges.length > 0) lines.push(fill(mail.challenge, { challenge: profile.currentChallenges.join(", ") }));
  // RFC 6068 asks for CRLF line breaks in a mailto body.
  const body = encodeURIComponent(lines.join("\r\n"));
  return `mailto:${siteConfig.demoEmail}?subject=${encodeURIComponent(mail.subject)}&body=${body}`;
}
