"use client";

import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { markdown } from "@codemirror/lang-markdown";
import { Compartment, EditorState, type StateCommand } from "@codemirror/state";
import { EditorView, keymap, placeholder as placeholderText } from "@codemirror/view";
import { Bold, Heading2, Heading3, Image as ImageIcon, ImagePlus, Italic, Link2, List, Quote, Table } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { Locale } from "@/lib/i18n/locale";
import { cn } from "@/lib/utils";
import { ImagePicker, type ImagePickerCopy } from "./image-picker";
import { LinkPicker, type LinkPickerCopy } from "./link-picker";
import { PickerDialog } from "./picker-dialog";
import {
  endEmptyQuote,
  insertImage,
  insertLinkTo,
  insertTable,
  nextCell,
  previousCell,
  replaceSelection,
  toggleLinePrefix,
  toggleMark,
} from "./markdown-commands";
import { IMAGE_TYPES, sendToLibrary, type UploadCopy } from "./media-upload";
import { htmlToMarkdown } from "./paste-markdown";

export interface MarkdownEditorCopy {
  toolbar: string;
  bold: string;
  italic: string;
  h2: string;
  h3: string;
  link: string;
  list: string;
  table: string;
  quote: string;
  tableHeadings: [string, string];
  // The toolbar's image button (a file picker), and the upload's words as the featured image's.
  image: string;
  upload: UploadCopy;
  // How to leave the editor by keyboard (Tab moves between a table's cells, Escape then Tab moves on).
  keyboardHint: string;
  // The Shift key's name on the account's keyboards ("Maj" in French), in the shortcuts shown.
  shiftKey: string;
  // The link and library image pickers.
  pickers: LinkPickerCopy & ImagePickerCopy & { linkTitle: string; imageButton: string; imageTitle: string; close: string };
}

// The article's body: Markdown in CodeMirror 6, with a labelled toolbar and the shortcuts shown on
// each button. The toolbar is one tab stop (arrow keys, Home and End move inside it: the WAI-ARIA
// toolbar pattern). Tab moves between a table's cells while the cursor is in a table row; anywhere
// else it is left to the browser, and Escape then Tab always leaves (CodeMirror's tab focus mode), so
// the keyboard never gets stuck.
// An image file dropped or pasted into the text, or chosen with the image button, goes to the media
// library and comes back as `![](media:{id})` at the cursor (at the drop's place for a drop).
export function MarkdownEditor({
  id,
  labelledBy,
  describedBy,
  value,
  onChange,
  copy,
  locale,
  onFeaturedImage,
  readOnly = false,
}: {
  id: string;
  labelledBy: string;
  describedBy?: string;
  value: string;
  onChange: (value: string) => void;
  copy: MarkdownEditorCopy;
  // The article's language: the link picker offers its pages, the image picker shows its alt text.
  locale: Locale;
  // The image picker's "Use as the featured image".
  onFeaturedImage?: (mediaId: number) => void;
  // Someone else holds the document: the text can be read and selected, not changed.
  readOnly?: boolean;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const editable = useRef(new Compartment());
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const filePicker = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [upload, setUpload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  // Each image in turn, each inserted where the cursor then is.
  const addImages = useRef(async (files: File[]) => {
    for (const file of files) {
      setUpload({ busy: true, error: null });
      const sent = await sendToLibrary(file, copy.upload);
      setUpload({ busy: false, error: "error" in sent ? sent.error : null });
      const editor = view.current;
      if (!editor || !("media" in sent)) return;
      insertImage(sent.media.id)({ state: editor.state, dispatch: editor.dispatch });
      editor.focus();
    }
  });

  const [active, setActive] = useState(0);
  // The open picker, and for the link picker the text selected when it opened.
  const [picker, setPicker] = useState<{ kind: "link"; selection: string } | { kind: "image" } | null>(null);
  const openLink: StateCommand = ({ state }) => {
    const { from, to } = state.selection.main;
    setPicker({ kind: "link", selection: state.sliceDoc(from, to) });
    return true;
  };
  const toolbar = useRef<HTMLDivElement>(null);

  const tools: { label: string; keys?: string; icon: React.ReactNode; run: StateCommand }[] = [
    { label: copy.bold, keys: "Mod-b", icon: <Bold className="size-4" aria-hidden="true" />, run: toggleMark("**") },
    { label: copy.italic, keys: "Mod-i", icon: <Italic className="size-4" aria-hidden="true" />, run: toggleMark("_") },
    { label: copy.h2, keys: "Mod-Alt-2", icon: <Heading2 className="size-4" aria-hidden="true" />, run: toggleLinePrefix("## ") },
    { label: copy.h3, keys: "Mod-Alt-3", icon: <Heading3 className="size-4" aria-hidden="true" />, run: toggleLinePrefix("### ") },
    { label: copy.link, keys: "Mod-k", icon: <Link2 className="size-4" aria-hidden="true" />, run: openLink },
    { label: copy.list, keys: "Mod-Shift-8", icon: <List className="size-4" aria-hidden="true" />, run: toggleLinePrefix("- ") },
    { label: copy.table, icon: <Table className="size-4" aria-hidden="true" />, run: insertTable(copy.tableHeadings) },
    { label: copy.quote, keys: "Mod-Shift-9", icon: <Quote className="size-4" aria-hidden="true" />, run: toggleLinePrefix("> ") },
  ];
  const toolsRef = useRef(tools);

  useEffect(() => {
    if (!host.current) return;
    const shortcuts = toolsRef.current.filter((tool) => tool.keys).map((tool) => ({ key: tool.keys!, run: tool.run, preventDefault: true }));
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(),
          editable.current.of(lockedTo(readOnly)),
          keymap.of([
            ...shortcuts,
            { key: "Tab", run: nextCell },
            { key: "Shift-Tab", run: previousCell },
            { key: "Enter", run: endEmptyQuote },
            ...defaultKeymap,
            ...historyKeymap,
          ]),
          markdown(),
          EditorView.lineWrapping,
          workspaceTheme,
          placeholderText("Markdown"),
          EditorView.contentAttributes.of({
            id,
            "aria-labelledby": labelledBy,
            ...(describedBy ? { "aria-describedby": describedBy } : {}),
            "aria-multiline": "true",
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
          EditorView.domEventHandlers({
            drop(event, target) {
              const files = imagesOf(event.dataTransfer);
              if (!files.length || target.state.readOnly) return false;
              event.preventDefault();
              const at = target.posAtCoords({ x: event.clientX, y: event.clientY });
              if (at !== null) target.dispatch({ selection: { anchor: at } });
              void addImages.current(files);
              return true;
            },
            paste(event, target) {
              const files = imagesOf(event.clipboardData);
              if (files.length && !target.state.readOnly) {
                event.preventDefault();
                void addImages.current(files);
                return true;
              }
              const html = event.clipboardData?.getData("text/html");
              const converted = html ? htmlToMarkdown(html) : null;
              if (converted === null) return false;
              event.preventDefault();
              target.dispatch(replaceSelection(target.state, converted));
              return true;
            },
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor owns its text once created; a new value from outside (a restore) replaces it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A value set from outside (a restored revision, a reload) replaces the text; typing never gets here.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: editable.current.reconfigure(lockedTo(readOnly)) });
  }, [readOnly]);

  const run = (command: StateCommand) => {
    const editor = view.current;
    if (!editor) return;
    command({ state: editor.state, dispatch: editor.dispatch });
    editor.focus();
  };

  return (
    <div className="rounded-control ring-1 ring-ink-600 focus-within:ring-brand-300">
      <div
        ref={toolbar}
        role="toolbar"
        aria-label={copy.toolbar}
        aria-controls={id}
        onKeyDown={(e) => {
          const buttons = [...(toolbar.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
          const next = rovingTarget(e.key, active, buttons.length);
          if (next === null) return;
          e.preventDefault();
          setActive(next);
          buttons[next]?.focus();
        }}
        className="flex flex-wrap gap-1 border-b border-ink-700 bg-ink-900 p-1"
      >
        {tools.map((tool, i) => (
          <button
            key={tool.label}
            type="button"
            tabIndex={i === active ? 0 : -1}
            onFocus={() => setActive(i)}
            aria-label={tool.label}
            title={tool.keys ? `${tool.label} (${shortcutText(tool.keys, copy.shiftKey)})` : tool.label}
            aria-keyshortcuts={tool.keys ? ariaKeys(tool.keys) : undefined}
            onClick={() => run(tool.run)}
            disabled={readOnly}
            className="grid size-9 place-items-center rounded-control text-fg-muted hover:bg-ink-800 hover:text-fg"
          >
            {tool.icon}
          </button>
        ))}
        <button
          type="button"
          tabIndex={active === tools.length ? 0 : -1}
          onFocus={() => setActive(tools.length)}
          aria-label={copy.pickers.imageButton}
          title={copy.pickers.imageButton}
          aria-haspopup="dialog"
          onClick={() => setPicker({ kind: "image" })}
          disabled={readOnly}
          className="grid size-9 place-items-center rounded-control text-fg-muted hover:bg-ink-800 hover:text-fg"
        >
          <ImageIcon className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          tabIndex={active === tools.length + 1 ? 0 : -1}
          onFocus={() => setActive(tools.length + 1)}
          aria-label={copy.image}
          title={copy.image}
          aria-describedby={statusId}
          onClick={() => filePicker.current?.click()}
          disabled={readOnly || upload.busy}
          className="grid size-9 place-items-center rounded-control text-fg-muted hover:bg-ink-800 hover:text-fg"
        >
          <ImagePlus className="size-4" aria-hidden="true" />
        </button>
        <input
          ref={filePicker}
          type="file"
          accept={IMAGE_TYPES}
          tabIndex={-1}
          aria-hidden="true"
          className="hidden"
          onChange={(e) => {
            void addImages.current([...(e.target.files ?? [])]);
            e.target.value = "";
          }}
        />
      </div>
      <div ref={host} className="markdown-editor min-h-80 bg-ink-800 text-sm" />
      <p id={statusId} role="status" className={cn("px-2 py-1 text-xs empty:hidden", upload.error ? "text-danger-300" : "text-fg-muted")}>
        {upload.busy ? copy.upload.uploading : upload.error}
      </p>
      <p className="border-t border-ink-700 px-2 py-1 text-xs text-fg-subtle">{copy.keyboardHint}</p>
      <PickerDialog
        open={picker !== null}
        onOpenChange={(open) => !open && setPicker(null)}
        title={picker?.kind === "image" ? copy.pickers.imageTitle : copy.pickers.linkTitle}
        closeLabel={copy.pickers.close}
        onClosed={() => view.current?.focus()}
      >
        {picker?.kind === "link" && (
          <LinkPicker
            locale={locale}
            selection={picker.selection}
            copy={copy.pickers}
            onPick={(text, address) => {
              run(insertLinkTo(text, address));
              setPicker(null);
            }}
          />
        )}
        {picker?.kind === "image" && (
          <ImagePicker
            locale={locale}
            copy={copy.pickers}
            onBody={(mediaId) => {
              run(insertImage(mediaId));
              setPicker(null);
            }}
            onFeatured={
              onFeaturedImage &&
              ((mediaId) => {
                onFeaturedImage(mediaId);
                setPicker(null);
              })
            }
          />
        )}
      </PickerDialog>
    </div>
  );
}

// The image files a drop or a paste carries.
const imagesOf = (data: DataTransfer | null) => [...(data?.files ?? [])].filter((file) => file.type.startsWith("image/"));

// Read-only or not, as the editor and assistive technology see it.
const lockedTo = (readOnly: boolean) => [EditorState.readOnly.of(readOnly), EditorView.contentAttributes.of({ "aria-readonly": String(readOnly) })];

// The workspace's colours (CodeMirror's own theme is light), a focus ring from the frame around it.
const workspaceTheme = EditorView.theme(
  {
    "&": { color: "var(--color-fg)", backgroundColor: "transparent", minHeight: "20rem" },
    "&.cm-focused": { outline: "none" },
    ".cm-content": { caretColor: "var(--color-fg)", padding: "0.5rem 0", fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace" },
    ".cm-cursor, .cm-dropCursor": { borderLeftColor: "var(--color-fg)" },
    "&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection": { backgroundColor: "var(--color-brand-700)" },
    ".cm-placeholder": { color: "var(--color-fg-subtle)" },
  },
  { dark: true },
);

// The toolbar's roving focus: the button an arrow key, Home or End moves to (wrapping round), or
// null for any other key.
function rovingTarget(key: string, current: number, count: number): number | null {
  if (key === "ArrowRight" || key === "ArrowDown") return (current + 1) % count;
  if (key === "ArrowLeft" || key === "ArrowUp") return (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

// "Mod-Shift-8" as a person reads it: Ctrl/⌘+Shift+8 (Ctrl/⌘+Maj+8 on a French keyboard); the same on
// the server and in the browser.
function shortcutText(keys: string, shift: string): string {
  return keys
    .split("-")
    .map((part) => (part === "Mod" ? "Ctrl/⌘" : part === "Shift" ? shift : part.length === 1 ? part.toUpperCase() : part))
    .join("+");
}

// The same for aria-keyshortcuts, whose names are fixed: both platforms' spellings ("Control+B Meta+B").
function ariaKeys(keys: string): string {
  const spelled = (mod: string) =>
    keys
      .split("-")
      .map((part) => (part === "Mod" ? mod : part.length === 1 ? part.toUpperCase() : part))
      .join("+");
  return `${spelled("Control")} ${spelled("Meta")}`;
}
