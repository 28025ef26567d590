"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { cn } from "@/lib/utils";
import { staffButton, staffField } from "../styles";
import { contentApi, fill } from "./content-api";

// /staff/content/terms: the blog's categories, then its tags, each with its English and French names
// (saved with Enter or the button), how many articles use it, a merge for a tag and a deletion where
// no article uses it; a form to add one. Every change goes to /staff/api/content/terms and the page's
// list is read again (router.refresh), so the counts are the server's.

export interface TermRow {
  id: number;
  kind: "category" | "tag";
  slug: string;
  nameEn: string;
  nameFr: string;
  articles: number;
  // "3 articles", in the account's language.
  countLabel: string;
}

export interface TermsCopy {
  categories: string;
  tags: string;
  nameEn: string;
  nameFr: string;
  slug: string;
  add: string;
  addTitle: string;
  kind: string;
  kindCategory: string;
  kindTag: string;
  added: string;
  save: string;
  saved: string;
  renameLabel: string;
  mergeInto: string;
  merge: string;
  merged: string;
  mergeLabel: string;
  delete: string;
  deleted: string;
  deleteLabel: string;
  inUseCategory: string;
  unreachable: string;
}

type Notice = { tone: "ok" | "error"; text: string } | null;
type Answer = { error?: string; fields?: Record<string, string> };

const TAG_LIST = "terms-tag-list";
const tagLabel = (t: Pick<TermRow, "nameEn" | "nameFr">) => `${t.nameEn} · ${t.nameFr}`;

const secondary = "h-10 rounded-control px-4 text-sm font-semibold ring-1 ring-ink-600 hover:bg-ink-800";

export function TermsManager({ terms, copy }: { terms: TermRow[]; copy: TermsCopy }) {
  const tags = terms.filter((t) => t.kind === "tag");
  // The last change's outcome, above the lists: a merged or deleted term's item is gone once read again.
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <div className="grid gap-8">
      <AddTerm copy={copy} />
      <Status id="terms-notice" notice={notice} />
      {/* One list of the tags for every merge field (a select in each item was hundreds of options hundreds of times). */}
      <datalist id={TAG_LIST}>
        {tags.map((t) => (
          <option key={t.id} value={tagLabel(t)} />
        ))}
      </datalist>
      {(["category", "tag"] as const).map((kind) => (
        <section key={kind} aria-labelledby={`terms-${kind}`}>
          <h2 id={`terms-${kind}`} className="text-lg font-semibold">
            {kind === "category" ? copy.categories : copy.tags}
          </h2>
          <ul className="mt-3 grid gap-3">
            {terms
              .filter((t) => t.kind === kind)
              .map((term) => (
                <TermItem key={term.id} term={term} tags={tags} copy={copy} onNotice={setNotice} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function AddTerm({ copy }: { copy: TermsCopy }) {
  const router = useRouter();
  const [kind, setKind] = useState<"category" | "tag">("tag");
  const [names, setNames] = useState({ nameEn: "", nameFr: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const answer = await contentApi<Answer>("/staff/api/content/terms", "POST", { kind, ...names });
    setErrors(answer?.body.fields ?? {});
    if (answer?.status === 201) {
      setNames({ nameEn: "", nameFr: "" });
      setNotice({ tone: "ok", text: copy.added });
      router.refresh();
    } else setNotice({ tone: "error", text: answer?.body.error ?? copy.unreachable });
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="terms-add" className="grid gap-3 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700">
      <h2 id="terms-add" className="font-semibold">
        {copy.addTitle}
      </h2>
      <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
        <label className="grid gap-1 text-sm font-medium">
          {copy.kind}
          <select value={kind} onChange={(e) => setKind(e.target.value as "category" | "tag")} className={staffField}>
            <option value="tag">{copy.kindTag}</option>
            <option value="category">{copy.kindCategory}</option>
          </select>
        </label>
        <NameFields id="terms-add" names={names} errors={errors} copy={copy} onChange={setNames} button={copy.add} />
      </div>
      <Status notice={notice} />
    </form>
  );
}

type Names = { nameEn: string; nameFr: string };

// The English and French names' fields and the form's button (adding a term, renaming one).
function NameFields(props: { id: string; names: Names; errors: Record<string, string>; copy: TermsCopy; onChange: (names: Names) => void; button: string }) {
  const { id, names, errors, copy, onChange } = props;
  return (
    <>
      {(["nameEn", "nameFr"] as const).map((name) => (
        <NameField
          key={name}
          id={id}
          name={name}
          label={copy[name]}
          value={names[name]}
          error={errors[name]}
          onChange={(v) => onChange({ ...names, [name]: v })}
        />
      ))}
      <button type="submit" className={cn(staffButton, "sm:mt-6")}>
        {props.button}
      </button>
    </>
  );
}

function NameField(props: { id: string; name: "nameEn" | "nameFr"; label: string; value: string; error?: string; onChange: (value: string) => void }) {
  const id = `${props.id}-${props.name}`;
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <input
        id={id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        required
        maxLength={60}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={staffField}
      />
      {props.error && (
        <p id={`${id}-error`} className="text-xs text-danger-300">
          {props.error}
        </p>
      )}
    </div>
  );
}

function TermItem({ term, tags, copy, onNotice }: { term: TermRow; tags: TermRow[]; copy: TermsCopy; onNotice: (notice: Notice) => void }) {
  const router = useRouter();
  const [names, setNames] = useState({ nameEn: term.nameEn, nameFr: term.nameFr });
  const [into, setInto] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const prefix = `term-${term.id}`;
  const api = `/staff/api/content/terms/${term.id}`;

  async function act(method: "PATCH" | "POST" | "DELETE", url: string, body: object | undefined, done: string) {
    const answer = await contentApi<Answer>(url, method, body);
    setErrors(answer?.body.fields ?? {});
    if (answer?.status === 200) {
      onNotice({ tone: "ok", text: done });
      router.refresh();
    } else onNotice({ tone: "error", text: answer?.body.error ?? copy.unreachable });
  }

  const changed = { ...(names.nameEn !== term.nameEn && { nameEn: names.nameEn }), ...(names.nameFr !== term.nameFr && { nameFr: names.nameFr }) };
  const rename = (event: React.FormEvent) => {
    event.preventDefault();
    if (Object.keys(changed).length) void act("PATCH", api, changed, copy.saved);
  };

  return (
    <li className="grid gap-3 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700" aria-labelledby={`${prefix}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${prefix}-title`} className="font-semibold break-words">
          {term.nameEn} <span className="font-normal text-fg-muted">· {term.nameFr}</span>
        </h3>
        <p className="text-sm text-fg-muted">
          {term.countLabel} · <span className="break-all">{term.slug}</span>
        </p>
      </div>
      <form
        onSubmit={rename}
        aria-label={fill(copy.renameLabel, { name: term.nameEn })}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
      >
        <NameFields id={prefix} names={names} errors={errors} copy={copy} onChange={setNames} button={copy.save} />
      </form>
      <div className="flex flex-wrap items-end gap-3">
        {term.kind === "tag" && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              // The tag named as the list shows it, or by either name; none is the API's "choose a tag" (0).
              const target = tags.find((t) => t.id !== term.id && [tagLabel(t), t.nameEn, t.nameFr].includes(into.trim()));
              if (into.trim()) void act("POST", `${api}/merge`, { into: target?.id ?? 0 }, copy.merged);
            }}
            aria-label={fill(copy.mergeLabel, { name: term.nameEn })}
            className="flex min-w-0 flex-wrap items-end gap-2"
          >
            <label className="grid min-w-0 gap-1 text-sm font-medium">
              {copy.mergeInto}
              <input
                list={TAG_LIST}
                value={into}
                onChange={(e) => setInto(e.target.value)}
                autoComplete="off"
                aria-invalid={errors.into ? true : undefined}
                className={cn(staffField, "max-w-64")}
              />
            </label>
            <button type="submit" className={secondary}>
              {copy.merge}
            </button>
          </form>
        )}
        {term.articles === 0 ? (
          <button
            type="button"
            onClick={() => void act("DELETE", api, undefined, copy.deleted)}
            aria-label={fill(copy.deleteLabel, { name: term.nameEn })}
            className={secondary}
          >
            {copy.delete}
          </button>
        ) : (
          term.kind === "category" && <p className="text-sm text-fg-muted">{copy.inUseCategory}</p>
        )}
      </div>
      {errors.into && <p className="text-xs text-danger-300">{errors.into}</p>}
    </li>
  );
}

function Status({ id, notice }: { id?: string; notice: Notice }) {
  return (
    <p id={id} role="status" className={cn("text-sm", notice?.tone === "error" ? "text-danger-300" : "text-success-400")}>
      {notice?.text}
    </p>
  );
}
