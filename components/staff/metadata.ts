import type { Metadata } from "next";
import { en } from "@/content/messages";
import { staffTranslator } from "@/lib/staff/messages";
import { currentStaff } from "@/lib/staff/session";

// A workspace page's <title>, in the signed-in account's language: export const generateMetadata = staffTitle("inbox").
export const staffTitle = (key: keyof typeof en.staff.meta) => async (): Promise<Metadata> => ({
  title: staffTranslator((await currentStaff())?.language ?? "en")(`meta.${key}`),
});
