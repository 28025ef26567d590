// Column groups both schemas share, built with each engine's own `text` column: where the visitor of a
// lead came from (the landing page, the referrer, the first and last touch's UTM tags, the page the form
// was sent from). Written once, so the twins cannot drift (tests/unit/schema-parity.test.ts guards the rest).
export function attributionColumns<C>(text: (name: string) => C) {
  return {
    landingPage: text("landing_page"),
    referrer: text("referrer"),
    firstUtmSource: text("first_utm_source"),
    firstUtmMedium: text("first_utm_medium"),
    firstUtmCampaign: text("first_utm_campaign"),
    firstUtmTerm: text("first_utm_term"),
    firstUtmContent: text("first_utm_content"),
    lastUtmSource: text("last_utm_source"),
    lastUtmMedium: text("last_utm_medium"),
    lastUtmCampaign: text("last_utm_campaign"),
    lastUtmTerm: text("last_utm_term"),
    lastUtmContent: text("last_utm_content"),
    submittedFrom: text("submitted_from"),
  };
}
