import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { axeViolations } from "./axe";

it("finds an unlabelled input (the check can fail)", async () => {
  render(
    <main>
      <h1>Title</h1>
      <input />
    </main>,
  );
  expect((await axeViolations()).join()).toMatch(/label/);
});
