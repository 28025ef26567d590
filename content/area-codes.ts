// Canada's geographic area codes by province or territory (the Canadian Numbering Administrator's
// list, as of 2025, overlays included), for placing a lead by the phone number it gave. 902 and
// 782 serve both Nova Scotia and Prince Edward Island, and 867 the three territories: those leads
// are placed in the region, not a province. Toll-free and non-geographic codes (600, 800, 833 ...)
// place nobody.
export const REGIONS = ["BC", "AB", "SK", "MB", "ON", "QC", "NB", "NS-PE", "NL", "TERRITORIES"] as const;
export type Region = (typeof REGIONS)[number];

export const areaCodes: Record<Region, readonly string[]> = {
  BC: ["236", "250", "257", "604", "672", "778"],
  AB: ["368", "403", "587", "780", "825"],
  SK: ["306", "474", "639"],
  MB: ["204", "431", "584"],
  ON: ["226", "249", "289", "343", "365", "382", "387", "416", "437", "519", "548", "613", "647", "683", "705", "742", "753", "807", "905", "942"],
  QC: ["263", "354", "367", "418", "438", "450", "468", "514", "579", "581", "819", "873"],
  NB: ["428", "506"],
  "NS-PE": ["782", "902"],
  NL: ["709", "879"],
  TERRITORIES: ["867"],
};
