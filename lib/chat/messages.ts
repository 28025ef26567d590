// The chat's words, one catalogue per language (content/messages/{en,fr}/chat.json). The widget
// loads only its page's language, with the panel; nothing here imports a catalogue.
import type { Messages } from "@/content/messages";

export type ChatMessages = Messages["chat"];

/**
 * Puts values into a message's `{placeholders}`: the subset of ICU the chat's messages use (no
 * plurals, no quoting), so the browser needs no message formatter. An unknown placeholder is kept.
 */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => (Object.hasOwn(values, key) ? values[key]! : placeholder));
}
