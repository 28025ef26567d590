// The window event that opens the chat widget from anywhere on the page (a "Live Chat" card).
export const OPEN_CHAT_EVENT = "torque:open-chat";
