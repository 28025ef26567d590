import Link from "next/link";
import { staffTranslator } from "@/lib/staff/messages";
import { currentStaff } from "@/lib/staff/session";

// A workspace page that could not be shown (404, 403), in the reader's language, with the way back.
export async function NoticePage({ notice }: { notice: "notFound" | "forbidden" }) {
  const t = staffTranslator((await currentStaff())?.language ?? "en");
  return (
    <main className="grid min-h-dvh place-items-center px-5">
      <div className="max-w-sm text-center">
        <h1 className="text-h3 font-bold">{t(`${notice}.title`)}</h1>
        <p className="mt-2 text-sm text-fg-muted">{t(`${notice}.text`)}</p>
        <Link href="/staff" className="mt-5 inline-block text-sm font-semibold text-brand-300 hover:text-brand-200">
          {t("common.backToInbox")}
        </Link>
      </div>
    </main>
  );
}
