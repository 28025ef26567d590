"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { contentApi, type ApiAnswer } from "./content-api";

// The editing room of one document (issue 40), for the editor: the edit lock (taken on opening,
// refreshed every HEARTBEAT_MS while its holder types, left on closing: the tab's pagehide sends a
// beacon to .../lock/release), the working copy (autosaved AUTOSAVE_MS after typing stops, and at
// once when the page is hidden or closed, so a crash loses at most those seconds), and what the
// person sees of both: who holds the document, whether the editor is read-only, the working copy a
// previous visit left, when the text was last kept.
// The lock is read every POLL_MS (issue 50): an idle holder learns of a take-over within that, a
// reader sees the holder change, and a lock its holder left (or that expired) is taken, as on
// opening (not by one whose lock was taken: they take over by hand). A holder who lost the lock still autosaves what they typed: the server keeps it as their
// working copy and answers 409 naming the new holder.

const AUTOSAVE_MS = 2_000;
const HEARTBEAT_MS = 30_000;
const POLL_MS = 5_000;

export interface LockHolder {
  holderId: string;
  holder: string;
  since: string;
}

export interface WorkingCopy<F> {
  fields: F;
  baseRevision: number;
  savedAt: string;
}

export interface EditingRoom<F> {
  // Someone else's lock: at opening (lost: false), or taken from us since (lost: true).
  heldBy: (LockHolder & { lost: boolean }) | null;
  // True while we do not hold the lock (another holder, or read-only chosen).
  readOnly: boolean;
  takeOver: () => Promise<void>;
  // The working copy found on opening, until restored or discarded.
  leftOver: WorkingCopy<F> | null;
  discard: () => Promise<void>;
  dismissLeftOver: () => void;
  autosavedAt: string | null;
  // The lock's refusal of a save (a 409 naming a holder): the editor turns read-only.
  lockLost: (lock: LockHolder) => void;
}

// `base` is the document's API address (null: not created yet); `query` what its routes take after
// each path (a city page's language: "?locale=fr").
export function useEditingRoom<F>(base: string | null, fields: F, revision: number, dirty: boolean, query = ""): EditingRoom<F> {
  const [heldBy, setHeldBy] = useState<EditingRoom<F>["heldBy"]>(null);
  const [holding, setHolding] = useState(false);
  const [leftOver, setLeftOver] = useState<WorkingCopy<F> | null>(null);
  const [autosavedAt, setAutosavedAt] = useState<string | null>(null);
  // What the last autosave kept, so hiding the page does not send it twice.
  const kept = useRef<string | null>(null);
  const typedSinceBeat = useRef(false);
  // The autosave as it is now, for the editor's closing.
  const flush = useRef<(keepalive: boolean) => Promise<void>>(async () => undefined);
  // Taken from us: what we type until the editor turns read-only is still autosaved.
  const lost = heldBy?.lost ?? false;
  const latest = useRef({ fields, revision, dirty, holding, lost });
  useEffect(() => {
    latest.current = { fields, revision, dirty, holding, lost };
  }, [fields, revision, dirty, holding, lost]);

  const lockLost = useCallback((lock: LockHolder) => {
    setHolding(false);
    setHeldBy({ ...lock, lost: true });
  }, []);

  // The lock's answer: ours (200), or someone else's (409, naming them).
  const applyLock = useCallback((reply: ApiAnswer<{ lock?: LockHolder }> | null) => {
    if (reply?.status === 200) {
      setHolding(true);
      setHeldBy(null);
    } else if (reply?.status === 409) {
      if (reply.body.lock) setHeldBy({ ...reply.body.lock, lost: latest.current.holding });
      setHolding(false);
    }
  }, []);
  const requestLock = useCallback(
    (takeOver: boolean) => (base ? contentApi<{ lock?: LockHolder }>(`${base}/lock${query}`, "POST", takeOver ? { takeOver } : {}) : Promise.resolve(null)),
    [base, query],
  );

  // Opening: the lock, and any working copy a closed tab or a crash left.
  useEffect(() => {
    if (!base) return;
    void requestLock(false).then(applyLock);
    void contentApi<{ workingCopy: WorkingCopy<F> | null }>(`${base}/working-copy${query}`).then((reply) => {
      const copy = reply?.status === 200 ? reply.body.workingCopy : null;
      if (copy && JSON.stringify({ ...latest.current.fields, ...copy.fields }) !== JSON.stringify(latest.current.fields)) setLeftOver(copy);
    });
    return () => {
      // Leaving the editor inside the workspace: what the last seconds typed is kept first.
      void flush.current(true);
      void fetch(`${base}/lock${query}`, { method: "DELETE", keepalive: true }).catch(() => null);
    };
  }, [base, query, requestLock, applyLock]);

  const autosave = useCallback(
    async (keepalive = false) => {
      const { fields, revision, dirty, holding, lost } = latest.current;
      const body = JSON.stringify({ baseRevision: revision, fields });
      if (!base || !(holding || lost) || !dirty || kept.current === body) return;
      kept.current = body;
      const response = await fetch(`${base}/working-copy${query}`, { method: "PUT", headers: { "content-type": "application/json" }, body, keepalive }).catch(
        () => null,
      );
      if (!response || keepalive) return;
      const answer = (await response.json().catch(() => ({}))) as { savedAt?: string; lock?: LockHolder };
      if (response.status === 200 && answer.savedAt) setAutosavedAt(answer.savedAt);
      else if (response.status === 409 && answer.lock) lockLost(answer.lock);
      else kept.current = null;
    },
    [base, query, lockLost],
  );

  useEffect(() => {
    flush.current = autosave;
  }, [autosave]);

  // Two seconds after typing stops (and after the lock is lost, for what was typed before).
  useEffect(() => {
    if (!dirty || !(holding || lost)) return;
    typedSinceBeat.current = true;
    const timer = setTimeout(() => void autosave(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [fields, dirty, holding, lost, autosave]);

  // Typing without a pause never autosaves: the heartbeat keeps the lock alive meanwhile.
  useEffect(() => {
    if (!holding) return;
    const beat = setInterval(() => {
      if (!typedSinceBeat.current) return;
      typedSinceBeat.current = false;
      void requestLock(false).then(applyLock);
    }, HEARTBEAT_MS);
    return () => clearInterval(beat);
  }, [holding, requestLock, applyLock]);

  // Every POLL_MS: the lock as the server has it. Ours taken: lost. Someone else's: who. Free (its
  // holder left, or it expired; or we left it when the page went into the back-forward cache): ours,
  // as on opening; except for an editor whose lock was taken, who takes it back by hand (Take over),
  // so an idle tab does not hold the page against the next person.
  useEffect(() => {
    if (!base) return;
    // A reply after the editor closed takes nothing.
    let open = true;
    const poll = setInterval(async () => {
      // Not contentApi: a session that ended sends nobody to sign in from an idle page (the next save does).
      const response = await fetch(`${base}/lock${query}`, { cache: "no-store" }).catch(() => null);
      if (!open || response?.status !== 200) return;
      const answer = (await response.json().catch(() => null)) as { lock: LockHolder | null; mine: boolean } | null;
      if (!open || !answer) return;
      const { lock, mine } = answer;
      if (!lock) {
        if (!latest.current.lost) void requestLock(false).then(applyLock);
      } else if (mine) setHolding(true);
      else if (latest.current.holding) lockLost(lock);
      else setHeldBy((before) => ({ ...lock, lost: before?.lost ?? false }));
    }, POLL_MS);
    return () => {
      open = false;
      clearInterval(poll);
    };
  }, [base, query, requestLock, applyLock, lockLost]);

  // The page hidden (another tab, the phone locked) or closing: keep the text now. Closing (or
  // leaving for another site) also leaves the lock, by a beacon the browser sends after the page is
  // gone (same origin: the session cookie and the Origin go with it).
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === "hidden") void autosave(true);
    };
    const leaving = () => {
      void autosave(true);
      if (base && latest.current.holding) navigator.sendBeacon(`${base}/lock/release${query}`);
    };
    // Back from the back-forward cache: take the lock again.
    const back = (event: PageTransitionEvent) => {
      if (event.persisted && latest.current.holding) void requestLock(false).then(applyLock);
    };
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("pagehide", leaving);
    window.addEventListener("pageshow", back);
    return () => {
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("pagehide", leaving);
      window.removeEventListener("pageshow", back);
    };
  }, [autosave, base, query, requestLock, applyLock]);

  const discard = useCallback(async () => {
    setLeftOver(null);
    if (base) await contentApi(`${base}/working-copy${query}`, "DELETE");
  }, [base, query]);

  return {
    heldBy,
    readOnly: heldBy !== null && !holding,
    takeOver: () => requestLock(true).then(applyLock),
    leftOver,
    discard,
    dismissLeftOver: () => setLeftOver(null),
    autosavedAt,
    lockLost,
  };
}
