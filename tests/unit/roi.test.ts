import { describe, expect, it } from "vitest";
import { calculateRoi, formatCad, formatDays, formatPercent, ROI_DEFAULTS, toAmount } from "@/lib/roi";

describe("ROI calculator with the spec's defaults", () => {
  const r = calculateRoi(ROI_DEFAULTS);

  it("gives a current ROI of 152% and a projected ROI of 724%", () => {
    expect(r.currentROI).toBe(152);
    expect(r.projectedROI).toBe(724);
  });

  it("computes revenue and profit from leads x rate x sale value x margin", () => {
    expect(r.currentRevenue).toBeCloseTo(787_500, 6);
    expect(r.currentProfit).toBeCloseTo(63_000, 6);
    expect(r.projectedRevenue).toBeCloseTo(1_880_628.75, 6);
    expect(r.additionalRevenue).toBeCloseTo(1_093_128.75, 6);
    expect(r.additionalProfit).toBeCloseTo(87_450.3, 6);
  });

  it("pays the $597 a month back in 0.1 days", () => {
    expect(r.paybackDays).toBe(0.1);
  });

  it("annualises the impact against the fixed $7,164 investment", () => {
    expect(r.annualRevenue).toBeCloseTo(13_117_545, 4);
    expect(r.annualProfit).toBeCloseTo(1_049_403.6, 4);
    expect(r.annualInvestment).toBe(7164);
    expect(r.netAnnualBenefit).toBeCloseTo(1_042_239.6, 4);
  });

  it("formats them as the page shows them", () => {
    expect(formatPercent(r.currentROI)).toBe("152%");
    expect(formatCad(r.additionalRevenue)).toBe("$1,093,129");
    expect(formatDays(r.paybackDays)).toBe("0.1 days");
  });
});

describe("ROI calculator edge cases", () => {
  const all = (r: ReturnType<typeof calculateRoi>) => Object.values(r).filter((v): v is number => typeof v === "number");

  it("counts empty and non-numeric input as 0", () => {
    expect(toAmount("")).toBe(0);
    expect(toAmount("  ")).toBe(0);
    expect(toAmount("abc")).toBe(0);
    expect(toAmount("12abc")).toBe(0);
    expect(toAmount("1e400")).toBe(0);
    expect(calculateRoi({ ...ROI_DEFAULTS, monthlyLeads: "" }).currentRevenue).toBe(0);
  });

  it("clamps rates to 0..100 and amounts to 0 and up", () => {
    expect(toAmount("150", 100)).toBe(100);
    expect(toAmount("-5", 100)).toBe(0);
    expect(toAmount(-25000)).toBe(0);
    expect(calculateRoi({ ...ROI_DEFAULTS, grossMargin: 250 }).currentProfit).toBe(calculateRoi({ ...ROI_DEFAULTS, grossMargin: 100 }).currentProfit);
  });

  it("never projects a conversion rate above 100%", () => {
    const r = calculateRoi({ ...ROI_DEFAULTS, leadToSaleRate: 90 });
    expect(r.projectedRevenue).toBeCloseTo(150 * 1.67 * 1 * 35000, 6);
  });

  it("shows a dash, not Infinity, for ROI without ad spend", () => {
    const r = calculateRoi({ ...ROI_DEFAULTS, monthlyAdSpend: 0 });
    expect(r.currentROI).toBeNull();
    expect(r.projectedROI).toBeNull();
    expect(formatPercent(r.currentROI)).toBe("—");
  });

  it("shows a dash for the payback period when there is no additional profit", () => {
    for (const inputs of [
      { ...ROI_DEFAULTS, grossMargin: 0 },
      { ...ROI_DEFAULTS, monthlyLeads: 0 },
      { ...ROI_DEFAULTS, leadToSaleRate: "" },
    ]) {
      expect(calculateRoi(inputs).paybackDays).toBeNull();
    }
    expect(formatDays(null)).toBe("—");
  });

  it("never returns NaN, Infinity or negative zero, whatever the input", () => {
    const samples = ["", "0", "-0", "abc", "NaN", "Infinity", "-1", "0.0001", "1e308", "99.9", "100", "101"];
    for (const a of samples) {
      for (const b of samples) {
        const r = calculateRoi({ monthlyAdSpend: a, monthlyLeads: b, leadToSaleRate: a, averageSaleValue: b, grossMargin: b });
        for (const n of all(r)) {
          expect(Number.isFinite(n)).toBe(true);
          expect(Object.is(n, -0)).toBe(false);
        }
      }
    }
  });

  it("formats a negative ROI and zero money without a minus zero", () => {
    expect(calculateRoi({ ...ROI_DEFAULTS, grossMargin: 1 }).currentROI).toBe(-68);
    expect(formatCad(-0.2)).toBe("$0");
  });
});
