// The demo-booking conversation as a pure state machine. The widget owns timers, rendering and
// analytics; this module only decides what happens next, so every path can be unit-tested.
import { siteConfig } from "@/lib/site-config";

export type ChatStep = 0 | 1 | 2 | 3 | 4;
export type DealershipSize = "Single location" | "Multi-location" | "Enterprise";

/** What the visitor tells us. It lives only in the browser and is sent nowhere. */
export interface LeadProfile {
  name: string;
  dealership: string;
  dealershipSize: DealershipSize | null;
  /** Holds the one challenge the visitor chose (a later choice replaces an earlier one). */
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

export type ChatEffect =
  | { type: "open-url"; url: string }
  | { type: "open-mail"; href: string }
  | { type: "track"; action: string; category: string; label?: string; value?: number };

/** `step` is a plain number so a corrupted (e.g. restored) state can still be handled. */
export interface ChatState {
  step: number;
  profile: LeadProfile;
  greeted: boolean;
}

export type ChatEvent =
  | { type: "open" }
  | { type: "text"; text: string }
  | { type: "action"; action: ChatAction };

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

// Each action's label and the one step whose buttons offer it.
const ACTIONS: Record<ChatAction, { label: string; step: ChatStep }> = {
  "want-demo": { label: "Yes, show me a demo!", step: 0 },
  "tell-more": { label: "Tell me more first", step: 0 },
  "concern:roi": { label: "ROI tracking issues", step: 0 },
  "concern:data": { label: "Fragmented data sources", step: 0 },
  "concern:attribution": { label: "Lead attribution problems", step: 0 },
  "size:single": { label: "Single location (1-50 sales/month)", step: 2 },
  "size:multi": { label: "Multi-location (50-200 sales/month)", step: 2 },
  "size:enterprise": { label: "Enterprise (200+ sales/month)", step: 2 },
  "challenge:roi": { label: "ROI tracking", step: 3 },
  "challenge:data": { label: "Data fragmentation", step: 3 },
  "challenge:attribution": { label: "Lead attribution", step: 3 },
  "challenge:multiple": { label: "Multiple challenges", step: 3 },
  "method:call": { label: "Book a live demo call", step: 4 },
  "method:email": { label: "Email me a demo video", step: 4 },
  "schedule-call": { label: "Schedule My Demo Call", step: 4 },
  "email-demo": { label: "Send Demo to My Email", step: 4 },
};

const SIZES = {
  "size:single": "Single location",
  "size:multi": "Multi-location",
  "size:enterprise": "Enterprise",
} as const satisfies Record<string, DealershipSize>;

const DEMO_TRIGGER = /demo|yes|interested/i;
const DEMO_SUBJECT = "Personalized Demo Request";

export function buttonLabel(action: ChatAction): string {
  return ACTIONS[action].label;
}

export function transition(state: ChatState, event: ChatEvent): Transition {
  switch (event.type) {
    case "open":
      if (state.greeted) return unchanged(state);
      return { state: { ...state, greeted: true }, userMessage: null, replies: [greeting()], effects: [] };
    case "text": {
      const text = event.text.trim();
      if (!text) return unchanged(state);
      return { userMessage: text, effects: [], ...onText(state, text) };
    }
    case "action":
      return onAction(state, event.action);
  }
}

type Outcome = Pick<Transition, "state" | "replies">;

function onText(state: ChatState, text: string): Outcome {
  switch (state.step) {
    case 0:
      return DEMO_TRIGGER.test(text) ? { state: { ...state, step: 1 }, replies: [askName()] } : { state, replies: [askConcern()] };
    case 1: {
      const [name, ...rest] = text.split(/\s+/);
      if (!name || rest.length === 0) return { state, replies: [askNameAgain()] };
      const profile = { ...state.profile, name, dealership: rest.join(" ") };
      return { state: { ...state, step: 2, profile }, replies: [askSize(profile)] };
    }
    case 2:
      // Only the size buttons advance this step; typed text is echoed without a reply.
      return { state, replies: [] };
    case 3:
      return chooseChallenge(state, text);
    case 4:
      return { state, replies: [reassure(state.profile)] };
    default:
      return { state, replies: [helpPrompt()] };
  }
}

function onAction(state: ChatState, action: ChatAction): Transition {
  const userMessage = buttonLabel(action);
  if (!isChatStep(state.step)) return { state, userMessage, replies: [helpPrompt()], effects: [] };
  // A button from another step (e.g. a stale one clicked later) is ignored, so it can never rewind or skip the flow.
  if (ACTIONS[action].step !== state.step) return unchanged(state);

  const { profile } = state;
  switch (action) {
    case "want-demo":
      return { state: { ...state, step: 1 }, userMessage, replies: [askName()], effects: [] };
    case "tell-more":
      return { state, userMessage, replies: [askConcern()], effects: [] };
    case "concern:roi":
    case "concern:data":
    case "concern:attribution":
      return {
        state: { ...state, step: 1, profile: { ...profile, currentChallenges: [userMessage] } },
        userMessage,
        replies: [askName()],
        effects: [],
      };
    case "size:single":
    case "size:multi":
    case "size:enterprise": {
      const next = { ...profile, dealershipSize: SIZES[action] };
      return { state: { ...state, step: 3, profile: next }, userMessage, replies: [askChallenge(next)], effects: [] };
    }
    case "challenge:roi":
    case "challenge:data":
    case "challenge:attribution":
    case "challenge:multiple":
      return { userMessage, effects: [], ...chooseChallenge(state, userMessage) };
    case "method:call":
      return {
        state,
        userMessage,
        replies: [offerCall(profile)],
        effects: [{ type: "track", action: "demo_request_completed", category: "conversion", label: "call", value: 1 }],
      };
    case "method:email":
      return {
        state,
        userMessage,
        replies: [offerEmail(profile)],
        effects: [{ type: "track", action: "demo_request_completed", category: "conversion", label: "email", value: 1 }],
      };
    case "schedule-call":
      return {
        state,
        userMessage,
        replies: [{ content: "Our booking page is open in a new tab. Pick any time that suits you and we'll take it from there." }],
        effects: [
          { type: "open-url", url: siteConfig.schedulingUrl },
          { type: "track", action: "demo_call_scheduled", category: "conversion", label: "calendly_click" },
        ],
      };
    case "email-demo":
      return {
        state,
        userMessage,
        replies: [{ content: "Your email draft is ready. Just hit send and your personalized demo will be on its way." }],
        effects: [
          { type: "open-mail", href: demoMailto(profile) },
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

function chooseChallenge(state: ChatState, challenge: string): Outcome {
  const profile = { ...state.profile, currentChallenges: [challenge] };
  return { state: { ...state, step: 4, profile }, replies: [askMethod(profile)] };
}

function button(action: ChatAction, variant: ActionButton["variant"] = "secondary"): ActionButton {
  return { label: buttonLabel(action), action, variant };
}

// Copy helpers: fall back gracefully if a profile field is still empty.
const comma = (profile: LeadProfile) => (profile.name ? `, ${profile.name}` : "");
const dealershipOf = (profile: LeadProfile) => profile.dealership || "your dealership";

function greeting(): AssistantReply {
  return {
    content: `Hi, I'm ${siteConfig.assistantName}, your VIP guide to ${siteConfig.name}. I help Canadian dealerships see exactly which marketing dollars sell cars. Would you like a personalized demo built around your store?`,
    actionButtons: [button("want-demo", "primary"), button("tell-more")],
  };
}

function askConcern(): AssistantReply {
  return {
    content: "Happy to. Most dealers come to us with one of three headaches. Which one sounds most familiar?",
    actionButtons: [button("concern:roi"), button("concern:data"), button("concern:attribution")],
  };
}

function askName(): AssistantReply {
  return {
    content: "Excellent. To tailor your demo, what's your first name and the name of your dealership? For example: Sarah Maple Leaf Motors",
  };
}

function askNameAgain(): AssistantReply {
  return {
    content: "I'll need both, please: your first name followed by your dealership name. For example: Sarah Maple Leaf Motors",
  };
}

function askSize(profile: LeadProfile): AssistantReply {
  return {
    content: `Great to meet you${comma(profile)}! How many cars does ${dealershipOf(profile)} sell in a typical month?`,
    actionButtons: [button("size:single"), button("size:multi"), button("size:enterprise")],
  };
}

function askChallenge(profile: LeadProfile): AssistantReply {
  return {
    content: `Thanks${comma(profile)}. What's the biggest challenge holding ${dealershipOf(profile)} back right now?`,
    actionButtons: [
      button("challenge:roi"),
      button("challenge:data"),
      button("challenge:attribution"),
      button("challenge:multiple"),
    ],
  };
}

function askMethod(profile: LeadProfile): AssistantReply {
  return {
    content: `Noted${comma(profile)}. Last step: how would you like to see what ${siteConfig.name} can do for ${dealershipOf(profile)}?`,
    actionButtons: [button("method:call", "primary"), button("method:email")],
  };
}

function offerCall(profile: LeadProfile): AssistantReply {
  return {
    content: `Perfect choice${comma(profile)}. Pick a time that suits you and one of our dealership specialists will walk you through a demo built around ${dealershipOf(profile)}.`,
    actionButtons: [button("schedule-call", "primary")],
  };
}

function offerEmail(profile: LeadProfile): AssistantReply {
  return {
    content: `Consider it done${comma(profile)}. Send the request below and we'll put together a demo video tailored to ${dealershipOf(profile)}.`,
    actionButtons: [button("email-demo", "primary")],
  };
}

function reassure(profile: LeadProfile): AssistantReply {
  return {
    content: `Thanks${comma(profile)}. You're in good hands: a ${siteConfig.shortName} specialist will cover that and anything else on your mind during your demo. Just use the buttons above whenever you're ready.`,
  };
}

function helpPrompt(): AssistantReply {
  return {
    content: `I'm here to help you see what ${siteConfig.name} can do for your dealership. To book a personalized demo, visit ${siteConfig.schedulingUrl} or email ${siteConfig.demoEmail}.`,
  };
}

// The visitor sends this draft themselves; nothing leaves the browser without them.
function demoMailto(profile: LeadProfile): string {
  const lines = [`Hi ${siteConfig.shortName} team,`, "", "Please send me a personalized demo video."];
  if (profile.name) lines.push(`Name: ${profile.name}`);
  if (profile.dealership) lines.push(`Dealership: ${profile.dealership}`);
  if (profile.dealershipSize) lines.push(`Dealership size: ${profile.dealershipSize}`);
  if (profile.currentChallenges.length > 0) lines.push(`Biggest challenge: ${profile.currentChallenges.join(", ")}`);
  // RFC 6068 asks for CRLF line breaks in a mailto body.
  const body = encodeURIComponent(lines.join("\r\n"));
  return `mailto:${siteConfig.demoEmail}?subject=${encodeURIComponent(DEMO_SUBJECT)}&body=${body}`;
}
