"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { staffButton } from "@/components/staff/styles";
import { contentApi } from "./content-api";

// Administrators: check every external link now (POST /staff/api/content/links/check), then show the
// page again with the answers. The outcome is read aloud (role status).
export function CheckLinksButton({ copy }: { copy: { checkNow: string; checking: string; unreachable: string } }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState("");

  async function check() {
    setBusy(true);
    setNotice("");
    const answer = await contentApi<{ message?: string; error?: string }>("/staff/api/content/links/check", "POST", {});
    setBusy(false);
    setNotice(answer ? (answer.body.message ?? answer.body.error ?? "") : copy.unreachable);
    router.refresh();
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={check} disabled={busy} className={staffButton}>
        {busy ? copy.checking : copy.checkNow}
      </button>
      <p role="status" className="text-sm text-fg-muted">
        {notice}
      </p>
    </div>
  );
}
