import "server-only";
import { setEnv } from "@/test/support/server-state";
import { PROCESSOR_ROLES } from "@/lib/server/config/env";
import { privacyConfig, SAMPLE, warnIfSample } from "./config";

describe("privacyConfig", () => {
  it("is a visible sample when nothing is set: no address that could pass for a real one", () => {
    const config = privacyConfig();
    expect(config.controllerName).toBe(SAMPLE.PRIVACY_CONTROLLER_NAME);
    expect(config.contactEmail).toMatch(/@sample\.invalid$/);
    expect(config.samples).toEqual([
      ...PROCESSOR_ROLES.flatMap((role) => [`PRIVACY_${role}_PROCESSOR`, `PRIVACY_${role}_COUNTRIES`]),
      "PRIVACY_CONTROLLER_NAME",
      "PRIVACY_CONTROLLER_ADDRESS",
      "PRIVACY_CONTACT_EMAIL",
    ]);
    expect(config.processors.AI).toEqual({ name: "OpenAI, L.L.C.", countries: ["US"] });
    expect(config.training).toBe("staff-and-models");
  });

  it("reads each setting from the environment; countries are trimmed ISO codes", () => {
    const restore = setEnv({
      PRIVACY_CONTROLLER_NAME: " Aurelia Development Sdn. Bhd. ",
      PRIVACY_CRM_COUNTRIES: "my, sg",
      PRIVACY_TRAINING_USE: "staff",
    });
    try {
      const config = privacyConfig();
      expect(config.controllerName).toBe("Aurelia Development Sdn. Bhd.");
      expect(config.processors.CRM.countries).toEqual(["MY", "SG"]);
      expect(config.training).toBe("staff");
      expect(config.samples).not.toContain("PRIVACY_CONTROLLER_NAME");
      expect(config.samples).not.toContain("PRIVACY_CRM_COUNTRIES");
    } finally {
      restore();
    }
  });
});

describe("warnIfSample", () => {
  const phase = process.env.NEXT_PHASE;
  afterEach(() => {
    if (phase === undefined) delete process.env.NEXT_PHASE;
    else process.env.NEXT_PHASE = phase;
    jest.restoreAllMocks();
  });

  it("warns once, and only while `next build` renders the page", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    warnIfSample();
    expect(warn).not.toHaveBeenCalled();
    process.env.NEXT_PHASE = "phase-production-build";
    warnIfSample();
    warnIfSample();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain("The privacy notice shows sample values for PRIVACY_AI_PROCESSOR");
    expect(warn.mock.calls[0][0]).toContain("PRIVACY_CONTACT_EMAIL");
  });
});
