// The interface strings of the site, one catalogue per language, one file per namespace (a page or a
// part of the site). The French catalogue has the English one's type: a missing key fails the
// typecheck, and tests/unit/i18n/messages.test.ts fails on an extra one, an empty one, or a
// namespace file left out of this registry (the one list code and tests read).
import enAbout from "./en/about.json";
import enBlog from "./en/blog.json";
import enBooking from "./en/booking.json";
import enCareers from "./en/careers.json";
import enChat from "./en/chat.json";
import enChrome from "./en/chrome.json";
import enCity from "./en/city.json";
import enCommon from "./en/common.json";
import enContact from "./en/contact.json";
import enDemoDialog from "./en/demoDialog.json";
import enFaq from "./en/faq.json";
import enForms from "./en/forms.json";
import enGlossary from "./en/glossary.json";
import enHome from "./en/home.json";
import enLegal from "./en/legal.json";
import enOg from "./en/og.json";
import enPlatform from "./en/platform.json";
import enPricing from "./en/pricing.json";
import enRoiCalculator from "./en/roiCalculator.json";
import enSitemap from "./en/sitemap.json";
import enSolutions from "./en/solutions.json";
import enStaff from "./en/staff.json";
import enTraining from "./en/training.json";
import frAbout from "./fr/about.json";
import frBlog from "./fr/blog.json";
import frBooking from "./fr/booking.json";
import frCareers from "./fr/careers.json";
import frChat from "./fr/chat.json";
import frChrome from "./fr/chrome.json";
import frCity from "./fr/city.json";
import frCommon from "./fr/common.json";
import frContact from "./fr/contact.json";
import frDemoDialog from "./fr/demoDialog.json";
import frFaq from "./fr/faq.json";
import frForms from "./fr/forms.json";
import frGlossary from "./fr/glossary.json";
import frHome from "./fr/home.json";
import frLegal from "./fr/legal.json";
import frOg from "./fr/og.json";
import frPlatform from "./fr/platform.json";
import frPricing from "./fr/pricing.json";
import frRoiCalculator from "./fr/roiCalculator.json";
import frSitemap from "./fr/sitemap.json";
import frSolutions from "./fr/solutions.json";
import frStaff from "./fr/staff.json";
import frTraining from "./fr/training.json";

export const en = {
  about: enAbout,
  blog: enBlog,
  booking: enBooking,
  careers: enCareers,
  chat: enChat,
  chrome: enChrome,
  city: enCity,
  common: enCommon,
  contact: enContact,
  demoDialog: enDemoDialog,
  faq: enFaq,
  forms: enForms,
  glossary: enGlossary,
  home: enHome,
  legal: enLegal,
  og: enOg,
  platform: enPlatform,
  pricing: enPricing,
  roiCalculator: enRoiCalculator,
  sitemap: enSitemap,
  solutions: enSolutions,
  // The sales workspace (app/(staff)), in each staff account's own language.
  staff: enStaff,
  training: enTraining,
};

export type Messages = typeof en;

export const fr: Messages = {
  about: frAbout,
  blog: frBlog,
  booking: frBooking,
  careers: frCareers,
  chat: frChat,
  chrome: frChrome,
  city: frCity,
  common: frCommon,
  contact: frContact,
  demoDialog: frDemoDialog,
  faq: frFaq,
  forms: frForms,
  glossary: frGlossary,
  home: frHome,
  legal: frLegal,
  og: frOg,
  platform: frPlatform,
  pricing: frPricing,
  roiCalculator: frRoiCalculator,
  sitemap: frSitemap,
  solutions: frSolutions,
  staff: frStaff,
  training: frTraining,
};
