// Booking a demo on the spot (issue 48), in English and in French: a prospect requests a demo, picks
// a slot in the dialog with the keyboard, gets the confirmation and its .ics (parsed: start, end,
// organizer, attendee, UID), then reschedules and cancels through the links of the e-mails the site
// sent. The English prospect is in Vancouver: the Toronto rep's 09:00 shows as Vancouver's hour for it
// and nothing earlier. Screens at 1280 and 390 px with axe.
import ICAL from "ical.js";
import { expect, test, type Page } from "@playwright/test";
import { addStaff, screenProblems, waitForMail } from "./support";

const stamp = Date.now();

const words = {
  en: {
    home: "/",
    open: { name: "GET EXCLUSIVE DEMO" },
    dialog: "Get Exclusive VIP Access",
    labels: ["Full Name", "Business Email", "Dealership Name"],
    submit: "Get My VIP Demo Now",
    picker: "Book your demo now",
    days: "Days with open times",
    confirm: "Book this time",
    booked: "Your demo is booked",
    ics: "Download the invitation (.ics)",
    bookedSubject: /^Your Torque Analytics demo: /,
    movedSubject: /^New time for your Torque Analytics demo: /,
    manageLine: /Reschedule or cancel: (\S+)/,
    manageTitle: "Your demo meeting",
    rescheduled: /^Done: your demo is now on /,
    reason: "Reason (optional)",
    cancel: "Cancel the meeting",
    cancelled: /^Your meeting is cancelled\./,
    zone: "America/Vancouver",
  },
  fr: {
    home: "/fr/tarifs",
    open: { name: "Commencer l'essai gratuit" },
    dialog: "Obtenez un accès VIP exclusif",
    labels: ["Nom complet", "Courriel professionnel", "Nom de la concession"],
    submit: "Obtenir ma démo VIP",
    picker: "Réservez votre démo maintenant",
    days: "Jours offrant des plages libres",
    confirm: "Réserver cette plage",
    booked: "Votre démo est réservée",
    ics: "Télécharger l'invitation (.ics)",
    bookedSubject: /^Votre démo Torque Analytics\u00a0: /,
    movedSubject: /^Nouveau moment pour votre démo Torque Analytics\u00a0: /,
    manageLine: /Déplacer ou annuler\u00a0: (\S+)/,
    manageTitle: "Votre rendez-vous de démo",
    rescheduled: /^C'est fait\u00a0: votre démo a lieu le /,
    reason: "Raison (facultatif)",
    cancel: "Annuler le rendez-vous",
    cancelled: /^Votre rendez-vous est annulé\./,
    zone: "America/Toronto",
  },
} as const;

// The e-mail's link, on the server under test (the build's SITE_URL may be another origin).
const onServer = (url: string) => new URL(new URL(url).pathname, process.env.BASE_URL).toString();

// Picks a time with the keyboard: the second day (arrow right, Enter), then its second time.
async function pickWithKeyboard(page: Page, scope: ReturnType<Page["getByRole"]> | Page, w: (typeof words)["en" | "fr"]) {
  const days = scope.getByRole("group", { name: w.days });
  await days.getByRole("button").first().focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(days.getByRole("button").nth(1)).toHaveAttribute("aria-pressed", "true");
  const times = scope.getByRole("group", { name: /^(Open times on|Plages libres le) / });
  await times.getByRole("button").first().focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(times.getByRole("button").nth(1)).toHaveAttribute("aria-pressed", "true");
}

for (const locale of ["en", "fr"] as const) {
  const w = words[locale];
  test.describe(`in ${locale === "en" ? "English" : "French"}`, () => {
    test.use({ timezoneId: w.zone });

    test("a prospect books in the dialog, gets the invitation, then reschedules and cancels from the e-mails", async ({ page }, testInfo) => {
      test.setTimeout(150_000);
      const repName = `Sam Rep ${locale} ${stamp}`;
      addStaff(`rep-${locale}+${stamp}@torqueanalytics.ca`, "sales", repName);
      const email = `booker-${locale}+${stamp}@dealer.ca`;

      await page.goto(w.home);
      await page.getByRole("button", w.open).first().click();
      const dialog = page.getByRole("dialog", { name: w.dialog });
      await dialog.getByLabel(w.labels[0]).fill("Pat Booker");
      await dialog.getByLabel(w.labels[1]).fill(email);
      await dialog.getByLabel(w.labels[2]).fill("Maple Motors");
      // A person takes a few seconds; faster submissions are stored as spam (and offered no booking).
      await page.waitForTimeout(3200);
      await dialog.getByRole("button", { name: w.submit }).click();
      await expect(dialog.getByRole("heading", { name: w.picker })).toBeVisible({ timeout: 15_000 });

      // The times are the browser's zone's: the Toronto rep's 09:00 is the first time of a full day,
      // in this zone's hour, and nothing comes before it.
      const days = dialog.getByRole("group", { name: w.days });
      await days.getByRole("button").nth(1).click();
      const firstTime = dialog
        .getByRole("group", { name: /^(Open times on|Plages libres le) / })
        .getByRole("button")
        .first();
      // 09:00 in Toronto as this zone's clock shows it (the zones' offsets of today: no clock changes
      // in the weeks the test runs near, or it would be an hour off).
      const torontoNine = await page.evaluate(
        ({ zone, lang }) => {
          const today = new Date();
          const offsets = (z: string) => {
            const parts = new Intl.DateTimeFormat("en-US", { timeZone: z, timeZoneName: "longOffset" }).formatToParts(today);
            const name = parts.find((p) => p.type === "timeZoneName")!.value;
            const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
            return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
          };
          const minutes = 9 * 60 + offsets(zone) - offsets("America/Toronto");
          const at = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
          // French writes "9 h 00", not Intl's "09 h 00".
          return new Intl.DateTimeFormat(lang, { timeZone: "UTC", hour: "numeric", minute: "2-digit" }).format(at).replace(/^0(\d)(\s)h/, "$1$2h");
        },
        { zone: w.zone, lang: locale === "en" ? "en-CA" : "fr-CA" },
      );
      await expect(firstTime).toHaveText(torontoNine);
      expect(await screenProblems(page, testInfo, `booking-${locale}-picker`)).toEqual([]);

      await pickWithKeyboard(page, dialog, w);
      await dialog.getByRole("button", { name: w.confirm }).click();
      await expect(dialog.getByRole("heading", { name: w.booked })).toBeVisible({ timeout: 15_000 });
      expect(await screenProblems(page, testInfo, `booking-${locale}-confirmed`)).toEqual([]);

      // The invitation: start and end 30 minutes apart, the rep organizing, the prospect attending, a UID.
      const icsHref = await dialog.getByRole("link", { name: w.ics }).getAttribute("href");
      const ics = await (await page.request.get(icsHref!)).text();
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
      expect(event.uid).toMatch(/@/);
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(30 * 60_000);
      expect(String(event.organizer)).toMatch(/^mailto:.+@torqueanalytics\.ca$/);
      expect(event.attendees.map((a) => String(a.getFirstValue()))).toEqual([`mailto:${email}`]);
      expect(event.startDate.toJSDate().getTime()).toBeGreaterThan(Date.now());

      // The confirmation e-mail's link opens the meeting's page: another time.
      const confirmation = await waitForMail(email, w.bookedSubject);
      expect(confirmation.raw).toContain(`UID:${event.uid}`);
      await page.goto(onServer(w.manageLine.exec(confirmation.text)![1]!));
      await expect(page.getByRole("heading", { name: w.manageTitle, level: 1 })).toBeVisible();
      expect(await screenProblems(page, testInfo, `booking-${locale}-manage`)).toEqual([]);
      await pickWithKeyboard(page, page.locator("#main"), w);
      await page.getByRole("button", { name: w.confirm }).click();
      await expect(page.getByRole("status").filter({ hasText: w.rescheduled })).toBeVisible({ timeout: 15_000 });

      // The new time's e-mail carries the same UID, a higher SEQUENCE, and a link of its own; the first
      // e-mail's link is used up.
      const moved = await waitForMail(email, w.movedSubject);
      expect(moved.raw.replace(/=\r?\n/g, "")).toContain(`UID:${event.uid}`);
      expect(moved.raw).toMatch(/SEQUENCE:1/);
      const oldLink = await page.goto(onServer(w.manageLine.exec(confirmation.text)![1]!));
      expect(oldLink?.status()).toBe(404);
      await page.goto(onServer(w.manageLine.exec(moved.text)![1]!));
      await page.getByLabel(w.reason).fill("Found another time with the team");
      await page.getByRole("button", { name: w.cancel }).click();
      await expect(page.getByRole("status").filter({ hasText: w.cancelled })).toBeVisible({ timeout: 15_000 });
    });
  });
}
