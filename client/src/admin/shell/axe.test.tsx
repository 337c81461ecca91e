import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { axeViolations } from "./axe";
it("axeViolations finds an unlabelled input (the check can fail)", async () => {
  render(<main><h1>x</h1><input /></main>);
  expect((await axeViolations()).join()).toMatch(/label/);
});
