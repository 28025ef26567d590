import { EditorSelection, type EditorState, type StateCommand, type Transaction } from "@codemirror/state";

// The toolbar's and the shortcuts' Markdown edits, as CodeMirror state commands (pure: a state in,
// one transaction out), so the buttons, the keys and the tests run the same code.

// Wraps each selection in a mark (`**`, `_`), or unwraps it when it is wrapped already; an empty
// selection gets the pair with the cursor between.
export function toggleMark(mark: string): StateCommand {
  return ({ state, dispatch }) => {
    const change = state.changeByRange((range) => {
      const before = state.sliceDoc(range.from - mark.length, range.from);
      const after = state.sliceDoc(range.to, range.to + mark.length);
      if (before === mark && after === mark) {
        return {
          changes: [
            { from: range.from - mark.length, to: range.from },
            { from: range.to, to: range.to + mark.length },
          ],
          range: EditorSelection.range(range.from - mark.length, range.to - mark.length),
        };
      }
      return {
        changes: [
          { from: range.from, insert: mark },
          { from: range.to, insert: mark },
        ],
        range: EditorSelection.range(range.from + mark.length, range.to + mark.length),
      };
    });
    dispatch(state.update(change, { scrollIntoView: true, userEvent: "input" }));
    return true;
  };
}

// The lines a selection touches, once each, first to last.
function selectedLines(state: EditorState) {
  const seen = new Map<number, ReturnType<EditorState["doc"]["lineAt"]>>();
  for (const range of state.selection.ranges) {
    for (let at = range.from; at <= range.to;) {
      const line = state.doc.lineAt(at);
      seen.set(line.number, line);
      at = line.to + 1;
    }
  }
  return [...seen.values()];
}

const BLOCK_PREFIX = /^(#{1,6} |> |- |\* |\d+\. )/;

// Gives each selected line a block prefix (`## `, `> `, `- `) in place of the one it has, or takes
// it away when the line has that one already.
export function toggleLinePrefix(prefix: string): StateCommand {
  return ({ state, dispatch }) => {
    const lines = selectedLines(state);
    const removing = lines.every((line) => line.text.startsWith(prefix));
    const changes = lines.map((line) => {
      const current = BLOCK_PREFIX.exec(line.text)?.[0] ?? "";
      return { from: line.from, to: line.from + current.length, insert: removing ? "" : prefix };
    });
    dispatch(state.update({ changes, scrollIntoView: true, userEvent: "input" }));
    return true;
  };
}

// A link around the selection (its text) with the address selected, ready to type over.
export const insertLink: StateCommand = ({ state, dispatch }) => {
  const placeholder = "https://";
  const change = state.changeByRange((range) => {
    const text = state.sliceDoc(range.from, range.to);
    const insert = `[${text}](${placeholder})`;
    const start = range.from + text.length + 3;
    return { changes: { from: range.from, to: range.to, insert }, range: EditorSelection.range(start, start + placeholder.length) };
  });
  dispatch(state.update(change, { scrollIntoView: true, userEvent: "input" }));
  return true;
};

// A two-column table on lines of its own, its first heading selected.
export function insertTable(headings: [string, string]): StateCommand {
  return ({ state, dispatch }) => {
    const at = state.selection.main.head;
    const line = state.doc.lineAt(at);
    const lead = line.length > 0 ? "\n\n" : "";
    const table = `| ${headings[0]} | ${headings[1]} |\n| --- | --- |\n|  |  |\n`;
    const start = line.to + lead.length + 2;
    dispatch(
      state.update({
        changes: { from: line.to, insert: lead + table },
        selection: EditorSelection.range(start, start + headings[0].length),
        scrollIntoView: true,
        userEvent: "input",
      }),
    );
    return true;
  };
}

// An image of the library (`![](media:{id})`) in a paragraph of its own at the cursor, its empty alt
// text selected, ready to type (left empty, the library's alt text in the article's language is used).
export function insertImage(mediaId: number): StateCommand {
  return ({ state, dispatch }) => {
    const at = state.selection.main.head;
    const line = state.doc.lineAt(at);
    const before = line.text.slice(0, at - line.from).trim() ? "\n\n" : "";
    const after = line.text.slice(at - line.from).trim() ? "\n\n" : "";
    const start = at + before.length + 2;
    dispatch(
      state.update({
        changes: { from: at, insert: `${before}![](media:${mediaId})${after}` },
        selection: EditorSelection.cursor(start),
        scrollIntoView: true,
        userEvent: "input",
      }),
    );
    return true;
  };
}

// Text pasted over the selection (paste from a word processor, converted first).
export function replaceSelection(state: EditorState, text: string): Transaction {
  return state.update(state.replaceSelection(text), { scrollIntoView: true, userEvent: "input.paste" });
}
