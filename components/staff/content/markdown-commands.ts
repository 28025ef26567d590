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
// it away when the line has that one already. The cursor ends after the prefix, so on an empty line
// (or at the start of one) what is typed next is the heading's, the item's or the quote's text.
export function toggleLinePrefix(prefix: string): StateCommand {
  return ({ state, dispatch }) => {
    const lines = selectedLines(state);
    const removing = lines.every((line) => line.text.startsWith(prefix));
    const changes = state.changes(
      lines.map((line) => {
        const current = BLOCK_PREFIX.exec(line.text)?.[0] ?? "";
        return { from: line.from, to: line.from + current.length, insert: removing ? "" : prefix };
      }),
    );
    // Mapped forward (assoc 1): a cursor where the prefix goes in lands after it, not before it.
    dispatch(state.update({ changes, selection: state.selection.map(changes, 1), scrollIntoView: true, userEvent: "input" }));
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

// A link the picker chose, `[text](address)`, over the selection, the cursor after it.
export function insertLinkTo(text: string, address: string): StateCommand {
  return ({ state, dispatch }) => {
    // Brackets in the text escaped; parentheses and spaces in the address percent-encoded (they would end it).
    const encoded = address.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
    const insert = `[${text.replace(/([[\]])/g, "\\$1")}](${encoded})`;
    const { from, to } = state.selection.main;
    dispatch(
      state.update({ changes: { from, to, insert }, selection: EditorSelection.cursor(from + insert.length), scrollIntoView: true, userEvent: "input" }),
    );
    return true;
  };
}

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

// Tables typed cell to cell: in a row of a GFM table (a line between pipes), Tab selects the next
// cell's text (the row after, past the delimiter row, at a row's end; a new empty row after the
// table's last), Shift+Tab the previous one. Anywhere else they answer false, and the browser moves
// the focus on as usual (Escape then Tab leaves a table too: CodeMirror's tab focus mode).
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const DELIMITER_ROW = /^\s*\|(?:\s*:?-+:?\s*\|)+\s*$/;

type Line = ReturnType<EditorState["doc"]["lineAt"]>;

// Each cell of a row as the document's positions between its pipes (an escaped \| is text).
function cellsOf(line: Line): { from: number; to: number }[] {
  const pipes = line.text.split("").flatMap((char, i) => (char === "|" && line.text[i - 1] !== "\\" ? [i] : []));
  return pipes.slice(1).map((pipe, k) => ({ from: line.from + pipes[k]! + 1, to: line.from + pipe }));
}

// A cell's text selected (typed over, as in a spreadsheet); in an empty cell the cursor after its first space.
function cellSelection(state: EditorState, cell: { from: number; to: number }) {
  const text = state.sliceDoc(cell.from, cell.to);
  const start = cell.from + (text.length - text.trimStart().length);
  const end = cell.to - (text.length - text.trimEnd().length);
  if (end > start) return EditorSelection.range(start, end);
  return EditorSelection.cursor(Math.min(cell.from + 1, cell.to));
}

// The table row next to a line (down or up), past the delimiter row; null at the table's edge.
function rowBeside(state: EditorState, line: Line, step: 1 | -1): Line | null {
  for (let number = line.number + step; number >= 1 && number <= state.doc.lines; number += step) {
    const next = state.doc.line(number);
    if (DELIMITER_ROW.test(next.text)) continue;
    return TABLE_ROW.test(next.text) ? next : null;
  }
  return null;
}

export const nextCell: StateCommand = ({ state, dispatch }) => {
  const head = state.selection.main.head;
  const line = state.doc.lineAt(head);
  if (!TABLE_ROW.test(line.text) || DELIMITER_ROW.test(line.text)) return false;
  const cells = cellsOf(line);
  const index = cells.findIndex((cell) => head >= cell.from && head <= cell.to);
  if (index >= 0 && index + 1 < cells.length) {
    dispatch(state.update({ selection: cellSelection(state, cells[index + 1]!), scrollIntoView: true }));
    return true;
  }
  const below = rowBeside(state, line, 1);
  if (below) {
    dispatch(state.update({ selection: cellSelection(state, cellsOf(below)[0]!), scrollIntoView: true }));
    return true;
  }
  // The table's last cell: a new row under it, the cursor in its first cell.
  const row = `\n|${"  |".repeat(Math.max(1, cells.length))}`;
  dispatch(state.update({ changes: { from: line.to, insert: row }, selection: EditorSelection.cursor(line.to + 3), scrollIntoView: true, userEvent: "input" }));
  return true;
};

export const previousCell: StateCommand = ({ state, dispatch }) => {
  const head = state.selection.main.head;
  const line = state.doc.lineAt(head);
  if (!TABLE_ROW.test(line.text) || DELIMITER_ROW.test(line.text)) return false;
  const cells = cellsOf(line);
  const index = cells.findIndex((cell) => head >= cell.from && head <= cell.to);
  if (index > 0) {
    dispatch(state.update({ selection: cellSelection(state, cells[index - 1]!), scrollIntoView: true }));
    return true;
  }
  const above = rowBeside(state, line, -1);
  if (!above) return false;
  dispatch(state.update({ selection: cellSelection(state, cellsOf(above).at(-1)!), scrollIntoView: true }));
  return true;
};

// Enter on an empty quote line ("> ") ends the quote, as Enter on an empty list item ends the list:
// the marker goes, the line stays, and the next Enter leaves a blank line (CodeMirror's Markdown
// keymap would keep a bare ">" line inside the quote).
export const endEmptyQuote: StateCommand = ({ state, dispatch }) => {
  const range = state.selection.main;
  const line = state.doc.lineAt(range.head);
  if (!range.empty || !/^>\s?$/.test(line.text) || range.head !== line.to || line.number === 1) return false;
  if (!/^>/.test(state.doc.line(line.number - 1).text)) return false;
  dispatch(state.update({ changes: { from: line.from, to: line.to }, selection: EditorSelection.cursor(line.from), userEvent: "delete" }));
  return true;
};

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
