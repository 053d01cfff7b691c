import "server-only";
import { resolveFocus } from "./context";

describe("a yearly follow-up", () => {
  it("sums the rent after a question that asks how much rent a unit fetches", () => {
    const first = resolveFocus("which type has the lowest rental yield?", null);
    const rent = resolveFocus("ok and how much rent does it fetch per month", first);
    for (const follow of ["so per year thats how much?", "and per year?"])
      expect(resolveFocus(follow, rent).outcome).toMatchObject({ kind: "yearly", attributes: ["rental"], units: ["typeB"] });
  });
});
